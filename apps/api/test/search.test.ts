import { authors, families, helpItems, physicalProducts, staticPages, stories } from '@foundry/db';
import { SEARCH_SCORE, searchScore } from '@foundry/domain/search/search-rank';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

// Every row this file searches for carries the made-up word "quorvane", so the seeded catalogue never
// interferes; each title states what it exercises.

interface Hit {
  __typename: string;
  id: string;
  title: string;
  url: string;
  description: string | null;
  category: string;
  score: number;
  type?: string;
  productType?: string;
}

interface RawHit {
  category: string;
  score: number;
  snippet: string | null;
  node: { __typename: string; id: string; title: string; url: string; type?: string; productType?: string };
}

interface QuickSearchData {
  quickSearch: {
    category: string;
    total: number;
    nodes: { __typename: string; id: string }[];
    hits: RawHit[];
  }[];
}

interface SearchData {
  search: {
    nodes: { __typename: string; id: string }[];
    hits: RawHit[];
    pageInfo: { hasNextPage: boolean; nextPage: number };
    total: number;
    counts: { category: string; total: number }[];
  };
}

// Results are the catalogue's types, selected as any client of the catalogue selects them.
const RESULT_FIELDS = /* GraphQL */ `
  __typename
  ... on Family { id title url }
  ... on PhysicalProduct { id title url productType }
  ... on Story { id title url type }
  ... on Author { id title url }
  ... on HelpItem { id title url }
  ... on GenericStaticPage { id title url }
`;

const HITS = /* GraphQL */ `
  nodes { __typename ... on Family { id } ... on PhysicalProduct { id } ... on Story { id } ... on Author { id } ... on HelpItem { id } ... on GenericStaticPage { id } }
  hits { category score snippet node { ${RESULT_FIELDS} } }
`;

const QUICK_SEARCH = /* GraphQL */ `
  query QuickSearch($term: String!) {
    quickSearch(term: $term) { category total ${HITS} }
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($term: String!, $categories: [SearchCategory!], $page: Int, $pageSize: Int) {
    search(term: $term, categories: $categories, page: $page, pageSize: $pageSize) {
      ${HITS}
      pageInfo { hasNextPage nextPage }
      total
      counts { category total }
    }
  }
`;

/** A hit as the assertions read it: the entity's fields with the hit's category, score and snippet. */
function flat(hits: RawHit[], nodes: { __typename: string; id: string }[]): Hit[] {
  // nodes are the same results as hits, in the same order.
  expect(nodes).toEqual(hits.map((hit) => ({ __typename: hit.node.__typename, id: hit.node.id })));
  return hits.map(({ node, category, score, snippet }) => ({
    ...node,
    category,
    score,
    description: snippet,
  }));
}

// The fonts of the ranking test with the body search looks at (summary, flavor): title exact,
// title start, a title word, inside the title, all words of a two-word term, body only.
const FONT_ROWS = [
  { title: 'Quorvane', url: 'quorvane-test', summary: null },
  { title: 'Quorvane Sans', url: 'quorvane-sans-test', summary: 'A sans.' },
  { title: 'Old Quorvané Display', url: 'old-quorvane-display-test', summary: null },
  { title: 'Aquorvanesque', url: 'aquorvanesque-test', summary: null },
  { title: 'Lumen Test', url: 'lumen-test', summary: 'A cousin of Quorvane with softer curves.' },
];

const DAY = 24 * 60 * 60 * 1000;

describe('quickSearch and search', () => {
  let app: TestApp;

  async function quick(term: string) {
    const response = await app.graphql<QuickSearchData>(QUICK_SEARCH, { term });
    expect(response.body.errors).toBeUndefined();
    const groups = response.body.data?.quickSearch;
    if (!groups) throw new Error('no data');
    return groups.map((group) => ({
      category: group.category,
      total: group.total,
      nodes: flat(group.hits, group.nodes),
    }));
  }

  async function find(variables: Record<string, unknown>) {
    const response = await app.graphql<SearchData>(SEARCH, variables);
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data?.search;
    if (!result) throw new Error('no data');
    return { ...result, nodes: flat(result.hits, result.nodes) };
  }

  beforeAll(async () => {
    app = await createTestApp();
    const { db } = app.database;
    await db.insert(families).values(FONT_ROWS);
    const product = { body: 'Printed on heavy paper.', productType: 'POSTER' as const, priceAmount: 2500 };
    await db.insert(physicalProducts).values([
      {
        ...product,
        title: 'Quorvane Poster',
        url: 'quorvane-poster',
        publishedAt: new Date(Date.now() - DAY),
      },
      { ...product, title: 'Quorvane Draft Poster', url: 'quorvane-draft-poster', publishedAt: null },
      {
        ...product,
        title: 'Quorvane Future Poster',
        url: 'quorvane-future-poster',
        publishedAt: new Date(Date.now() + 30 * DAY),
      },
    ]);
    const story = { date: '2026-01-10', description: 'Notes from the studio.' };
    await db.insert(stories).values([
      { ...story, type: 'BLOG', title: 'Quorvane blog notes', url: 'quorvane-blog' },
      { ...story, type: 'RESEARCH', title: 'Reading Quorvane', url: 'quorvane-research' },
      { ...story, type: 'MOVIE', title: 'Quorvane the movie', url: 'quorvane-movie' },
      { ...story, type: 'ARTICLE', title: 'Quorvane offline', url: 'quorvane-offline', status: 'OFFLINE' },
    ]);
    await db
      .insert(authors)
      .values({ title: 'Mira Quorvane', url: 'mira-quorvane', about: 'Type designer.' });
    await db.insert(helpItems).values({
      title: 'Installing fonts',
      url: 'installing-quorvane-test',
      body: 'How to install Quorvane and the other families on macOS and Windows.',
    });
    await db.insert(staticPages).values([
      { title: 'About Quorvane', url: 'about-quorvane', description: 'Who we are.' },
      { title: 'Quorvane pending', url: 'quorvane-pending', status: 'PENDING' },
    ]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('groups the quick search by category in a fixed order, each with its total and best hits', async () => {
    const groups = await quick('quorvane');
    expect(groups.map((group) => group.category)).toEqual([
      'FONTS',
      'PRODUCTS',
      'ARTICLES',
      'BLOG',
      'AUTHORS',
      'HELP',
      'OTHER',
    ]);
    const byCategory = Object.fromEntries(groups.map((group) => [group.category, group]));
    expect(byCategory.FONTS?.total).toBe(FONT_ROWS.length);
    expect(byCategory.FONTS?.nodes).toHaveLength(4);
    expect(byCategory.FONTS?.nodes[0]).toMatchObject({ __typename: 'Family', title: 'Quorvane' });
    expect(byCategory.PRODUCTS?.nodes).toEqual([
      expect.objectContaining({
        __typename: 'PhysicalProduct',
        title: 'Quorvane Poster',
        productType: 'POSTER',
      }),
    ]);
    expect(byCategory.ARTICLES?.nodes.map((hit) => [hit.title, hit.type]).sort()).toEqual([
      ['Quorvane the movie', 'MOVIE'],
      ['Reading Quorvane', 'RESEARCH'],
    ]);
    expect(byCategory.BLOG?.nodes).toEqual([
      expect.objectContaining({ __typename: 'Story', title: 'Quorvane blog notes', type: 'BLOG' }),
    ]);
    expect(byCategory.AUTHORS?.nodes).toEqual([
      expect.objectContaining({ __typename: 'Author', title: 'Mira Quorvane', url: 'mira-quorvane' }),
    ]);
    expect(byCategory.HELP?.nodes).toEqual([
      expect.objectContaining({ __typename: 'HelpItem', title: 'Installing fonts' }),
    ]);
    expect(byCategory.OTHER?.nodes).toEqual([
      expect.objectContaining({ __typename: 'GenericStaticPage', title: 'About Quorvane' }),
    ]);
  });

  it('leaves out unpublished content: drafts, future products, offline stories, pending pages', async () => {
    const { nodes } = await find({ term: 'quorvane', pageSize: 100 });
    const titles = nodes.map((hit) => hit.title);
    expect(titles).toHaveLength(FONT_ROWS.length + 7);
    for (const hidden of [
      'Quorvane Draft Poster',
      'Quorvane Future Poster',
      'Quorvane offline',
      'Quorvane pending',
    ]) {
      expect(titles).not.toContain(hidden);
    }
  });

  it("ranks by the domain's rule: exact title, title start, title word, inside the title, body", async () => {
    const { nodes } = await find({ term: 'Quorvane', categories: ['FONTS'], pageSize: 100 });
    expect(nodes.map((hit) => [hit.title, hit.score])).toEqual([
      ['Quorvane', SEARCH_SCORE.titleExact],
      ['Quorvane Sans', SEARCH_SCORE.titlePrefix],
      ['Old Quorvané Display', SEARCH_SCORE.titleWordPrefix],
      ['Aquorvanesque', SEARCH_SCORE.titleContains],
      ['Lumen Test', SEARCH_SCORE.anywhere],
    ]);
    for (const hit of nodes) {
      const row = FONT_ROWS.find((font) => font.title === hit.title);
      expect(hit.score).toBe(searchScore({ title: hit.title, body: row?.summary ?? '' }, 'Quorvane'));
    }
  });

  it('ignores case and accents of the term and needs every word', async () => {
    const accented = await find({ term: 'QUÒRVÂNE sans', categories: ['FONTS'] });
    expect(accented.nodes.map((hit) => hit.title)).toEqual(['Quorvane Sans']);
    const twoWords = await find({ term: 'display quorvane', categories: ['FONTS'] });
    expect(twoWords.nodes.map((hit) => [hit.title, hit.score])).toEqual([
      ['Old Quorvané Display', SEARCH_SCORE.titleAllWords],
    ]);
    const none = await find({ term: 'quorvane zzyzx' });
    expect(none.nodes).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('pages the hits of the asked categories and counts every category', async () => {
    const all = await find({ term: 'quorvane', categories: ['FONTS', 'ARTICLES'], pageSize: 100 });
    expect(all.total).toBe(FONT_ROWS.length + 2);
    const pages = [];
    for (let page = 1; page <= 4; page += 1) {
      pages.push(await find({ term: 'quorvane', categories: ['FONTS', 'ARTICLES'], page, pageSize: 2 }));
    }
    expect(pages.map((page) => page.nodes.length)).toEqual([2, 2, 2, 1]);
    expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, true, false]);
    expect(pages[0]?.pageInfo.nextPage).toBe(2);
    expect(pages.flatMap((page) => page.nodes.map((hit) => hit.id + hit.__typename))).toEqual(
      all.nodes.map((hit) => hit.id + hit.__typename),
    );
    const scores = all.nodes.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(all.counts).toEqual([
      { category: 'FONTS', total: 5 },
      { category: 'PRODUCTS', total: 1 },
      { category: 'ARTICLES', total: 2 },
      { category: 'BLOG', total: 1 },
      { category: 'AUTHORS', total: 1 },
      { category: 'HELP', total: 1 },
      { category: 'OTHER', total: 1 },
    ]);
  });

  it('answers a static page of any kind as GenericStaticPage, its kind telling which', async () => {
    await app.database.db
      .insert(staticPages)
      .values({ title: 'Zelmirant studio', url: 'zelmirant-about', kind: 'about', status: 'PUBLISHED' });
    const response = await app.graphql<{
      search: { nodes: { __typename: string; kind: string; url: string }[] };
    }>('{ search(term: "zelmirant") { nodes { __typename ... on GenericStaticPage { kind url } } } }');
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.search.nodes).toEqual([
      { __typename: 'GenericStaticPage', kind: 'about', url: 'zelmirant-about' },
    ]);
  });

  it('finds the seeded Inter family under FONTS', async () => {
    const groups = await quick('Inter');
    const fonts = groups.find((group) => group.category === 'FONTS');
    expect(fonts?.nodes[0]).toMatchObject({ __typename: 'Family', title: 'Inter', url: 'inter' });
  });

  it('reads the hits in one statement (two with the counts) and their entities in one per kind', async () => {
    // Every kind is found: one statement each, and a story's authors and families two more.
    const entityStatements = 6 + 2;
    expect(await app.countStatements(() => quick('quorvane'))).toBe(1 + entityStatements);
    expect(await app.countStatements(() => find({ term: 'quorvane' }))).toBe(2 + entityStatements);
    // However many hits there are: one family or several cost the same.
    expect(await app.countStatements(() => find({ term: 'quorvane', categories: ['FONTS'] }))).toBe(3);
  });

  it('refuses a term under 3 characters (spaces not counted) or over 100 on the field term', async () => {
    for (const term of ['ab', '  ab  ', 'x'.repeat(101)]) {
      for (const query of [QUICK_SEARCH, SEARCH]) {
        const response = await app.graphql(query, { term });
        expect(response.body.data).toBeNull();
        expect(response.body.errors?.[0]?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { term: expect.stringMatching(/search term/) },
        });
      }
    }
  });

  it('treats a term of punctuation only as no words: an empty answer, not an error', async () => {
    expect(await quick('%%%')).toEqual([]);
  });
});
