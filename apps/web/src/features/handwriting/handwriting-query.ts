/** The archive's filters as the page's query string carries them (one exact value each). */
export const HANDWRITING_FILTERS = [
  'gender',
  'location',
  'motherTongue',
  'age',
  'profession',
  'handedness',
] as const;
export type HandwritingFilterName = (typeof HANDWRITING_FILTERS)[number];

export interface HandwritingQuery {
  gender?: string;
  location?: string;
  motherTongue?: string;
  age?: number;
  profession?: string;
  handedness?: string;
  page: number;
}

/** Reads the filters and page from search params; anything malformed is left out. */
export function parseHandwritingQuery(
  params: Record<string, string | string[] | undefined>,
): HandwritingQuery {
  const query: HandwritingQuery = { page: 1 };
  for (const name of HANDWRITING_FILTERS) {
    const raw = params[name];
    if (typeof raw !== 'string' || raw === '' || raw.length > 100) continue;
    if (name === 'age') {
      if (/^\d{1,3}$/.test(raw)) query.age = Number(raw);
    } else {
      query[name] = raw;
    }
  }
  const page = params.page;
  if (typeof page === 'string' && /^\d{1,4}$/.test(page) && Number(page) >= 1) query.page = Number(page);
  return query;
}

/** The query string of the same filters on another page. */
export function handwritingHref(query: HandwritingQuery, page: number): string {
  const search = new URLSearchParams();
  for (const name of HANDWRITING_FILTERS) {
    const value = query[name];
    if (value !== undefined) search.set(name, String(value));
  }
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `/handwriting?${text}` : '/handwriting';
}
