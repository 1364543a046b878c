import { ERROR_CATALOGUE, type ErrorCatalogueEntry } from './catalogue.ts';

type ErrorCodeByName = {
  readonly [E in ErrorCatalogueEntry as Uppercase<E['key']>]: E['code'];
};

/**
 * Named codes, derived from the catalogue so the two cannot drift:
 * `ERROR_CODE.QUANTITY_UNAVAILABLE === 216`. The API throws with these instead of bare numbers.
 */
export const ERROR_CODE = Object.freeze(
  Object.fromEntries(ERROR_CATALOGUE.map((entry) => [entry.key.toUpperCase(), entry.code])),
) as ErrorCodeByName;

const KNOWN_CODES: ReadonlySet<number> = new Set(ERROR_CATALOGUE.map((entry) => entry.code));

/** True when `code` is a number the catalogue knows. */
export function isErrorCode(code: unknown): code is ErrorCatalogueEntry['code'] {
  return typeof code === 'number' && KNOWN_CODES.has(code);
}
