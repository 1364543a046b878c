import { fontsInUse } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const LIST = /* GraphQL */ `
  query FontsInUse(
    $id: ID
    $url: String
    $families: [ID!]
    $categories: [String!]
    $outputs: [String!]
    $languages: [String!]
    $countries: [String!]
    $page: Int
    $pageSize: Int
  ) {
    readFontsInUse(
      id: $id
      url: $url
      families: $families
      categories: $categories
      outputs: $outputs
      languages: $languages
      countries: $countries
      page: $page
      pageSize: $pageSize
    ) {
      nodes {
        id
        url
        title
        designer
        year
        status
        category
        output
        country
        languages
        encoding { url }
        families { id url }
        images { url width height alt }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;
const FILTERS = /* GraphQL */ `
  query Filters { readFontsInUseFilters { families { id url title } categories outputs languages countries } }
`;
const PATHS = /* GraphQL */ `
  query Paths { readFontsInUsePaths { id url } }
`;

interface Showcase {
  id: string;
  url: string;
  title: string;
  status: string;
  category: string;
  output: string;
  country: string;
  languages: string[];
  encoding: { url: string } | null;
  families: { id: string; url: string }[];
  images: { url: string; width: number; height: number; alt: string }[];
}
interface ListData {
  readFontsInUse: { nodes: Showcase[]; pageInfo: { hasNextPage: boolean; nextPage: number } };
}

describe('fonts in use', () => {
  let app: TestApp;
  let all: Showcase[];
  const list = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<ListData>(LIST, { pageSize: 100, ...variables });
    expect(body.errors).toBeUndefined();
    return body.data?.readFontsInUse as ListData['readFontsInUse'];
  };
  const ids = (nodes: Showcase[]) => nodes.map((node) => node.id);

  beforeAll(async () => {
    app = await createTestApp();
    all = (await list()).nodes;
  });
  afterAll(() => app.close());

  it('lists the published showcases newest (highest id) first, with families, encoding and images', async () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
    const numeric = all.map((node) => Number(node.id));
    expect(numeric).toEqual([...numeric].sort((a, b) => b - a));
    for (const showcase of all) {
      expect(showcase.status).toBe('PUBLISHED');
      expect(showcase.families.length).toBeGreaterThan(0);
      expect(showcase.images.length).toBeGreaterThan(0);
    }
    const almanac = all.find((node) => node.url === 'harvest-almanac');
    expect(almanac?.families.map((family) => family.url)).toEqual(['vollkorn', 'source-sans-3']);
    expect(almanac?.encoding?.url).toBe('latin');
    const image = almanac?.images[0];
    expect(image?.width).toBe(1200);
    const served = await app.fetch(image?.url as string);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer()).subarray(1, 4)).toEqual(
      new TextEncoder().encode('PNG'),
    );
  });

  it('pages through the list: page 1 and 2 of size 3 continue each other', async () => {
    const first = await list({ pageSize: 3, page: 1 });
    const second = await list({ pageSize: 3, page: 2 });
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect([...ids(first.nodes), ...ids(second.nodes)]).toEqual(ids(all).slice(0, 6));
    const last = await list({ pageSize: 3, page: Math.ceil(all.length / 3) });
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by families, categories, outputs, languages and countries (any value of each)', async () => {
    const vollkorn = all.flatMap((node) => node.families).find((family) => family.url === 'vollkorn') as {
      id: string;
    };
    const cases: [Record<string, unknown>, (node: Showcase) => boolean][] = [
      [{ families: [vollkorn.id] }, (node) => node.families.some((family) => family.id === vollkorn.id)],
      [{ categories: ['Editorial', 'Posters'] }, (node) => ['Editorial', 'Posters'].includes(node.category)],
      [{ outputs: ['Web'] }, (node) => node.output === 'Web'],
      [{ languages: ['de'] }, (node) => node.languages.includes('de')],
      [{ countries: ['MA', 'CZ'] }, (node) => ['MA', 'CZ'].includes(node.country)],
    ];
    for (const [filter, matches] of cases) {
      const expected = ids(all.filter(matches));
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(filter)).toBeLessThan(all.length);
      expect(ids((await list(filter)).nodes), JSON.stringify(filter)).toEqual(expected);
    }
    // Filters combine.
    const both = await list({ languages: ['de'], outputs: ['Print'] });
    expect(ids(both.nodes)).toEqual(
      ids(all.filter((node) => node.languages.includes('de') && node.output === 'Print')),
    );
    expect((await list({ countries: ['ZZ'] })).nodes).toEqual([]);
  });

  it('reads one showcase by id or url with page size 1 whatever was asked', async () => {
    const target = all[2] as Showcase;
    const byId = await list({ id: target.id, pageSize: 50 });
    expect(ids(byId.nodes)).toEqual([target.id]);
    expect(byId.pageInfo.hasNextPage).toBe(false);
    expect(ids((await list({ url: target.url })).nodes)).toEqual([target.id]);
    expect((await list({ id: '99999999999' })).nodes).toEqual([]);
    expect((await list({ url: 'no-such-showcase' })).nodes).toEqual([]);
  });

  it('hides showcases that are not published, from the list, detail, filters and paths', async () => {
    const hidden = all.find((node) => node.country === 'MA') as Showcase;
    await app.database.db
      .update(fontsInUse)
      .set({ status: 'OFFLINE' })
      .where(eq(fontsInUse.id, Number(hidden.id)));
    try {
      expect(ids((await list()).nodes)).not.toContain(hidden.id);
      expect((await list({ id: hidden.id })).nodes).toEqual([]);
      const filters = (await app.graphql<{ readFontsInUseFilters: { countries: string[] } }>(FILTERS)).body
        .data;
      expect(filters?.readFontsInUseFilters.countries).not.toContain('MA');
      const paths = (await app.graphql<{ readFontsInUsePaths: { id: string }[] }>(PATHS)).body.data;
      expect(paths?.readFontsInUsePaths.map((path) => path.id)).not.toContain(hidden.id);
    } finally {
      await app.database.db
        .update(fontsInUse)
        .set({ status: 'PUBLISHED' })
        .where(eq(fontsInUse.id, Number(hidden.id)));
    }
  });

  it('offers as filters exactly the values the showcases have, sorted', async () => {
    const { body } = await app.graphql<{
      readFontsInUseFilters: {
        families: { id: string; url: string; title: string }[];
        categories: string[];
        outputs: string[];
        languages: string[];
        countries: string[];
      };
    }>(FILTERS);
    const filters = body.data?.readFontsInUseFilters;
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(filters?.categories).toEqual(sorted(all.map((node) => node.category)));
    expect(filters?.outputs).toEqual(sorted(all.map((node) => node.output)));
    expect(filters?.countries).toEqual(sorted(all.map((node) => node.country)));
    expect(filters?.languages).toEqual(sorted(all.flatMap((node) => node.languages)));
    expect(filters?.families.map((family) => family.url).sort()).toEqual(
      sorted(all.flatMap((node) => node.families.map((family) => family.url))).sort(),
    );
    const titles = filters?.families.map((family) => family.title) ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists every showcase path, newest first', async () => {
    const { body } = await app.graphql<{ readFontsInUsePaths: { id: string; url: string }[] }>(PATHS);
    expect(body.data?.readFontsInUsePaths).toEqual(all.map((node) => ({ id: node.id, url: node.url })));
  });

  it('reads a page of showcases with their families in a fixed number of statements', async () => {
    const statements = await app.countStatements(() => list({ pageSize: 3 }));
    const more = await app.countStatements(() => list({ pageSize: 100 }));
    expect(more).toBe(statements);
  });
});
