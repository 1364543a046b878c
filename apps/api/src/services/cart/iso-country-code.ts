/** An ISO 3166-1 alpha-2 code from input (trimmed, upper case), or null when it cannot be one. */
export function isoCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
