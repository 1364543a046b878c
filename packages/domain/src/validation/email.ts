import { EMAIL_MAX_LENGTH } from '../constants/limits.ts';

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';

/**
 * A sane e-mail shape, a little stricter than the browser's own check (WHATWG): dot-separated local
 * atoms (no leading, trailing or double dots) and a domain with at least one dot and a top-level
 * label of two or more characters starting with a letter.
 */
export const EMAIL_PATTERN = new RegExp(
  `^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL_LABEL}$`,
);

/** The length check alone; its form message key is `field_max_length_error`. */
export function isEmailWithinMaxLength(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH;
}

export function isEmail(value: string): boolean {
  return isEmailWithinMaxLength(value) && EMAIL_PATTERN.test(value);
}
