import { pressItems, staticPages } from '@foundry/db';
import { inArray } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const STATIC_PAGES = /* GraphQL */ `
  query StaticPages($url: String, $ids: [ID!], $page: Int, $pageSize: Int, $category: String, $languageID: ID) {
    readStaticPages(url: $url, ids: $ids, page: $page, pageSize: $pageSize) {
      nodes {
        __typename
        id
        url
        kind
        title
        description
        updatedAt
        blocks {
          __typename
          ... on StoryParagraphBlock { text }
          ... on StoryHeadlineBlock { text level }
          ... on StoryListBlock { items ordered }
          ... on StoryPullquoteBlock { text attribution }
          ... on PersonBlock { name role about }
        }
        ... on PressStaticPage {
          pressItems(category: $category, languageID: $languageID) { title year category languages }
        }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

const PRESS_ITEMS = /* GraphQL */ `
  query PressItems($category: String, $languageID: ID, $page: Int, $pageSize: Int) {
    readPressItems(category: $category, languageID: $languageID, page: $page, pageSize: $pageSize) {
      nodes { id title author year category publicationName url downloadUrl languages }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

type Block = { __typename: string; [field: string]: unknown };
interface StaticPage {
  __typename: string;
  id: string;
  url: string;
  kind: string;
  title: string;
  description: string | null;
  updatedAt: string;
  blocks: Block[];
  pressItems?: { title: string; year: number; category: string; languages: string[] }[];
}
interface Paged<Node> {
  nodes: Node[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}

describe('static pages', () => {
  let app: TestApp;
  const read = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{ readStaticPages: Paged<StaticPage> }>(STATIC_PAGES, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readStaticPages as Paged<StaticPage>;
  };
  const readPress = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{
      readPressItems: Paged<{ title: string; year: number; id: string }>;
    }>(PRESS_ITEMS, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readPressItems as Paged<{
      title: string;
      year: number;
      id: string;
      languages: string[];
    }>;
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reads every page the footer links to by its url, with a title, a description and blocks', async () => {
    for (const url of [
      'about',
      'terms',
      'privacy-policy',
      'return-policy',
      'orders-without-vat',
      'payment-security',
      'licensing',
    ]) {
      const { nodes } = await read({ url });
      expect(nodes, url).toHaveLength(1);
      const [page] = nodes;
      expect(page?.url).toBe(url);
      expect(page?.title.length).toBeGreaterThan(3);
      expect(page?.description?.length).toBeGreaterThan(10);
      expect(page?.blocks.some((block) => block.__typename === 'StoryHeadlineBlock')).toBe(true);
      expect(page?.blocks.some((block) => block.__typename === 'StoryParagraphBlock')).toBe(true);
      expect(Number.isNaN(Date.parse(page?.updatedAt ?? ''))).toBe(false);
    }
  });

  it('gives each kind its own type: terms is generic, about has the team as person blocks', async () => {
    const [terms] = (await read({ url: 'terms' })).nodes;
    expect(terms?.__typename).toBe('GenericStaticPage');
    expect(terms?.kind).toBe('generic');
    expect(terms?.blocks.find((block) => block.__typename === 'StoryParagraphBlock')?.text).toMatch(
      /demonstration/,
    );

    const [about] = (await read({ url: 'about' })).nodes;
    expect(about?.__typename).toBe('AboutStaticPage');
    const people = about?.blocks.filter((block) => block.__typename === 'PersonBlock') ?? [];
    expect(people.length).toBeGreaterThanOrEqual(3);
    expect(people.every((person) => typeof person.name === 'string' && person.name !== '')).toBe(true);
    const [team] = (await read({ url: 'team' })).nodes;
    expect(team?.__typename).toBe('TeamStaticPage');
  });

  it('finds nothing for an unknown url and reads pages by ids', async () => {
    expect((await read({ url: 'no-such-page' })).nodes).toEqual([]);
    const [terms] = (await read({ url: 'terms' })).nodes;
    const [about] = (await read({ url: 'about' })).nodes;
    const byIds = await read({ ids: [terms?.id, about?.id, 'not-an-id'] });
    expect(byIds.nodes.map((page) => page.url)).toEqual(['about', 'terms']);
    expect((await read({ ids: ['not-an-id', '0'] })).nodes).toEqual([]);
  });

  it('pages through all pages by url', async () => {
    const first = await read({ pageSize: 2 });
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = await read({ pageSize: 2, page: 2 });
    expect(second.nodes.map((page) => page.url)).not.toContain(first.nodes[0]?.url);
    const all = await read({ pageSize: 100 });
    const urls = all.nodes.map((page) => page.url);
    expect(urls).toEqual([...urls].sort());
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a page size out of range with the argument named', async () => {
    const { body } = await app.graphql(STATIC_PAGES, { pageSize: 0 });
    expect(body.errors?.[0]?.extensions?.fields).toHaveProperty('pageSize');
  });

  it('hides unpublished pages and leaves out blocks it cannot show', async () => {
    await app.database.db.insert(staticPages).values([
      { url: 'draft-page', title: 'Draft', status: 'OFFLINE', blocks: [{ type: 'paragraph', text: 'x' }] },
      {
        url: 'odd-blocks',
        title: 'Odd blocks',
        blocks: [
          { type: 'paragraph' },
          { type: 'slideshow', images: [] },
          { type: 'headline', text: 'Kept', level: 7 },
          { type: 'list', items: ['one', 2, ''], ordered: 'yes' },
          { type: 'person', role: 'nameless' },
          { type: 'person', name: 'Ada', role: 'Punchcutter' },
        ],
      },
    ]);
    try {
      expect((await read({ url: 'draft-page' })).nodes).toEqual([]);
      const [odd] = (await read({ url: 'odd-blocks' })).nodes;
      expect(odd?.blocks).toEqual([
        { __typename: 'StoryHeadlineBlock', text: 'Kept', level: 4 },
        { __typename: 'StoryListBlock', items: ['one'], ordered: false },
        { __typename: 'PersonBlock', name: 'Ada', role: 'Punchcutter', about: null },
      ]);
    } finally {
      await app.database.db.delete(staticPages).where(inArray(staticPages.url, ['draft-page', 'odd-blocks']));
    }
  });

  it('lists press items on the press page newest year first, by category and language', async () => {
    const [press] = (await read({ url: 'press' })).nodes;
    expect(press?.__typename).toBe('PressStaticPage');
    const years = press?.pressItems?.map((item) => item.year) ?? [];
    expect(years.length).toBeGreaterThanOrEqual(4);
    expect(years).toEqual([...years].sort((a, b) => b - a));

    const [interviews] = (await read({ url: 'press', category: 'interview' })).nodes;
    expect(interviews?.pressItems?.length).toBeGreaterThan(0);
    expect(interviews?.pressItems?.every((item) => item.category === 'interview')).toBe(true);

    const [german] = (await read({ url: 'press', languageID: 'de' })).nodes;
    expect(german?.pressItems?.map((item) => item.title)).toEqual(['Schrift für Bahnsteige']);
    const [czechInterviews] = (await read({ url: 'press', category: 'interview', languageID: 'cs' })).nodes;
    expect(czechInterviews?.pressItems?.map((item) => item.languages)).toEqual([['cs', 'en']]);
  });

  it('reads press items as a paged list, ties in a year broken newest first', async () => {
    const [row] = await app.database.db
      .insert(pressItems)
      .values({ title: 'Late addition', year: 2025, category: 'review', languages: ['en'] })
      .returning({ id: pressItems.id });
    try {
      const all = await readPress({ pageSize: 100 });
      expect(all.nodes[0]?.title).toBe('Late addition');
      expect(all.nodes.map((item) => item.year)).toEqual(
        [...all.nodes.map((item) => item.year)].sort((a, b) => b - a),
      );
      const firstTwo = await readPress({ pageSize: 2 });
      expect(firstTwo.nodes.map((item) => item.id)).toEqual(all.nodes.slice(0, 2).map((item) => item.id));
      expect(firstTwo.pageInfo.hasNextPage).toBe(true);
      expect((await readPress({ category: 'nothing-like-this' })).nodes).toEqual([]);
    } finally {
      if (row) await app.database.db.delete(pressItems).where(inArray(pressItems.id, [row.id]));
    }
  });

  it('reads a page in one statement, and the press page with its items in two', async () => {
    expect(await app.countStatements(() => read({ url: 'terms' }))).toBe(1);
    expect(await app.countStatements(() => read({ url: 'press' }))).toBe(2);
  });
});
