/** A language's name in that language ("čeština", "English"), or its code when the runtime has none. */
export function languageAutonym(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name && name !== code ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code; // not a well-formed language tag
  }
}
