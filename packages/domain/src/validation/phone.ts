/** Digits, hyphen, plus, dot, parentheses and space, with at least one digit ("+49 (0)30 123-45.6"). */
export const PHONE_PATTERN = /^(?=[^0-9]*[0-9])[0-9+\-.() ]+$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
