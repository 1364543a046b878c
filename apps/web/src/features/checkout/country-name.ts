/** A country's name for an ISO 3166 code ('CZ' → 'Czechia'); the code itself when it is not one. */
export function countryName(code: string, locale = 'en'): string {
  if (!/^[A-Z]{2}$/i.test(code)) return code;
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code
    );
  } catch {
    return code;
  }
}
