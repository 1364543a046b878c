import { ERROR_CATALOGUE, ERROR_KEY_PREFIX, type ErrorMessageKey, UNKNOWN_ERROR_KEY } from './catalogue.ts';

const KEY_BY_CODE: ReadonlyMap<number, ErrorMessageKey> = new Map(
  ERROR_CATALOGUE.map((entry) => [entry.code, entry.key]),
);

/**
 * The bare key (without namespace) for a code; codes outside the catalogue and anything that is not
 * a number give `unknown`. Numeric strings are deliberately not accepted: the API sends numbers.
 */
export function errorKeyForCode(code: unknown): ErrorMessageKey {
  if (typeof code !== 'number') return UNKNOWN_ERROR_KEY;
  return KEY_BY_CODE.get(code) ?? UNKNOWN_ERROR_KEY;
}

/** The full i18n key for a server error code, e.g. 216 → `common:errors.quantity_unavailable`. */
export function messageKeyForCode(code: unknown): `${typeof ERROR_KEY_PREFIX}${ErrorMessageKey}` {
  return `${ERROR_KEY_PREFIX}${errorKeyForCode(code)}`;
}
