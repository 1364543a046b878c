/**
 * Letters, digits, hyphen and space, with at least one letter or digit ("10115", "SW1A 1AA",
 * "1234-567"). Letters are ASCII: postal codes are written in Latin letters worldwide.
 */
export const ZIP_CODE_PATTERN = /^(?=[^A-Za-z0-9]*[A-Za-z0-9])[A-Za-z0-9\- ]+$/;

export function isZipCode(value: string): boolean {
  return ZIP_CODE_PATTERN.test(value);
}
