/** At most this many families are tested at once. */
export const TESTING_MAX_FAMILIES = 4;
export const TESTING_MIN_SIZE = 12;
export const TESTING_MAX_SIZE = 200;
export const TESTING_DEFAULT_SIZE = 64;
/** Longer text is cut: the state travels in the address. */
export const TESTING_MAX_TEXT = 500;

export const TESTING_PATH = '/testing';

/** What the tester shows, as kept in the address (?families=a,b&text=…&size=…). */
export interface TestingState {
  /** Family url slugs, in the order they were added. */
  families: string[];
  /** The visitor's text; null means the default sample. */
  text: string | null;
  size: number;
}

type Params = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function clampSize(value: number): number {
  if (!Number.isFinite(value)) return TESTING_DEFAULT_SIZE;
  return Math.min(TESTING_MAX_SIZE, Math.max(TESTING_MIN_SIZE, Math.round(value)));
}

/**
 * The state an address asks for: known families only, each once, at most four; the size within its
 * range; the text cut to its limit. Anything malformed falls back to the default rather than failing.
 */
export function parseTestingState(params: Params, knownFamilies: ReadonlySet<string>): TestingState {
  const requested = (first(params.families) ?? '').split(',').map((url) => url.trim());
  const families = [...new Set(requested.filter((url) => knownFamilies.has(url)))].slice(
    0,
    TESTING_MAX_FAMILIES,
  );
  const text = first(params.text);
  const size = first(params.size);
  return {
    families,
    text: text === undefined ? null : text.slice(0, TESTING_MAX_TEXT),
    size: size === undefined || !/^\d{1,4}$/.test(size) ? TESTING_DEFAULT_SIZE : clampSize(Number(size)),
  };
}

/** Whether the address named families that are not in the catalogue (the page says so). */
export function namesUnknownFamilies(params: Params, knownFamilies: ReadonlySet<string>): boolean {
  return (first(params.families) ?? '')
    .split(',')
    .map((url) => url.trim())
    .some((url) => url !== '' && !knownFamilies.has(url));
}

/** The shareable address of a state; defaults are left out. */
export function testingHref(state: TestingState): string {
  const params = new URLSearchParams();
  if (state.families.length > 0) params.set('families', state.families.join(','));
  if (state.text !== null) params.set('text', state.text.slice(0, TESTING_MAX_TEXT));
  if (state.size !== TESTING_DEFAULT_SIZE) params.set('size', String(clampSize(state.size)));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `${TESTING_PATH}?${query}` : TESTING_PATH;
}
