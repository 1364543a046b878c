/**
 * The requests `npm run bench:load` measures and the goals each must reach (docs/performance.md).
 * A goal holds both an absolute rate on the reference machine and a share of what a bare node:http
 * server answers for the same bytes in the same run, so a slower machine is judged by the ratio.
 * With RESPONSE_CACHE=off (the API answers every request afresh) only `uncachedMinRps` is checked.
 */
export interface LoadTarget {
  name: string;
  kind: 'api' | 'page';
  path: string;
  /** A GraphQL document for API targets (sent as a POST with JSON). */
  query?: string;
  goal: { minRps: number; minShareOfBare: number; maxP99Ms?: number; uncachedMinRps?: number };
}

const TWELVE_FAMILIES = `{ readFamilies(page: 1, pageSize: 12) { nodes { id title url summary defaultStyle { id }
  styles { id title weight italic fontURL } fontProducts { id title kind price { amount currency } }
  prices { basicFamily { amount currency } basicStyle { amount currency } } } pageInfo { hasNextPage nextPage } } }`;

const FAMILY_BY_URL = `{ readFamilies(url: "inter") { nodes { id title url summary defaultStyle { id }
  styles { id title weight italic fontURL } fontProducts { id title kind price { amount currency } }
  prices { basicFamily { amount currency } basicStyle { amount currency } } } } }`;

const QUICK_SEARCH = `{ quickSearch(term: "gro") { category total hits { snippet node { __typename
  ... on Family { id title url } ... on PhysicalProduct { id title url } ... on Story { id title url type }
  ... on Author { id title url } ... on HelpItem { id title url } ... on GenericStaticPage { id title url } } } } }`;

const PAGE_GOAL = { minRps: 0, minShareOfBare: 0.1 };

export const LOAD_TARGETS: LoadTarget[] = [
  {
    name: '12 families with styles and prices',
    kind: 'api',
    path: '/graphql',
    query: TWELVE_FAMILIES,
    goal: { minRps: 1500, minShareOfBare: 0.04, maxP99Ms: 50, uncachedMinRps: 500 },
  },
  {
    name: 'one family by url',
    kind: 'api',
    path: '/graphql',
    query: FAMILY_BY_URL,
    goal: { minRps: 3000, minShareOfBare: 0.05 },
  },
  {
    name: 'quickSearch',
    kind: 'api',
    path: '/graphql',
    query: QUICK_SEARCH,
    goal: { minRps: 1000, minShareOfBare: 0.015, uncachedMinRps: 400 },
  },
  {
    name: '{ __typename }',
    kind: 'api',
    path: '/graphql',
    query: '{ __typename }',
    goal: { minRps: 4000, minShareOfBare: 0.12 },
  },
  { name: 'home', kind: 'page', path: '/', goal: PAGE_GOAL },
  { name: '/fonts', kind: 'page', path: '/fonts', goal: PAGE_GOAL },
  { name: 'family page', kind: 'page', path: '/fonts/inter', goal: PAGE_GOAL },
  { name: 'category page', kind: 'page', path: '/fonts/variable', goal: PAGE_GOAL },
  { name: '/books', kind: 'page', path: '/books', goal: PAGE_GOAL },
  { name: 'a product', kind: 'page', path: '/product/{product}', goal: PAGE_GOAL },
  { name: 'a story', kind: 'page', path: '/blog/{story}', goal: PAGE_GOAL },
  { name: '/help', kind: 'page', path: '/help', goal: PAGE_GOAL },
];
