/** English names for the listing's codes: 'de' → 'German', 'AT' → 'Austria'; unknown codes as they are. */
function displayName(code: string, type: 'language' | 'region'): string {
  try {
    return new Intl.DisplayNames(['en'], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const languageDisplayName = (code: string) => displayName(code, 'language');
export const countryDisplayName = (code: string) => displayName(code, 'region');
