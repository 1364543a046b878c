/** 'cs' → 'Czech' for the filter bar; a code Intl does not know is shown as it is. */
export function languageName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
