import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

interface IconPage {
  readGlyphs: {
    nodes: { name: string; codePoint: number | null; path: string }[];
    pageInfo: { hasNextPage: boolean };
  };
}

const FAMILY_STYLE = /* GraphQL */ `
  query ($url: String!) { readFamilies(url: $url, pageSize: 1) { nodes { isIconFamily styles { id } } } }
`;

const SEARCH = /* GraphQL */ `
  query ($styleID: ID!, $search: String, $page: Int, $pageSize: Int) {
    readGlyphs(styleID: $styleID, category: "Private use", search: $search, page: $page, pageSize: $pageSize) {
      nodes { name codePoint path }
      pageInfo { hasNextPage }
    }
  }
`;

describe('icon search: readGlyphs by name in an icon family', () => {
  let app: TestApp;
  let styleID: string;

  async function search(variables: Record<string, unknown>) {
    const result = await app.graphql<IconPage>(SEARCH, { styleID, ...variables });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.readGlyphs as IconPage['readGlyphs'];
  }

  beforeAll(async () => {
    app = await createTestApp();
    const result = await app.graphql<{
      readFamilies: { nodes: { isIconFamily: boolean; styles: { id: string }[] }[] };
    }>(FAMILY_STYLE, { url: 'bootstrap-icons' });
    const family = result.body.data?.readFamilies.nodes[0];
    expect(family?.isIconFamily).toBe(true);
    styleID = family?.styles[0]?.id as string;
  });

  afterAll(() => app.close());

  it('lists the icons whose names contain the search, in any case, each drawn with its code point', async () => {
    const page = await search({ search: '  ALARM ', pageSize: 50 });
    const names = page.nodes.map((node) => node.name);
    expect(names).toEqual(expect.arrayContaining(['alarm', 'alarm-fill']));
    for (const node of page.nodes) {
      expect(node.name).toContain('alarm');
      expect(node.codePoint).toBeGreaterThanOrEqual(0xe000);
      expect(node.path.length).toBeGreaterThan(10);
    }
  });

  it('pages a search and finds nothing for a name no icon has', async () => {
    const all = await search({ search: 'arrow', pageSize: 500 });
    expect(all.nodes.length).toBeGreaterThan(20);
    const first = await search({ search: 'arrow', pageSize: 10, page: 1 });
    const second = await search({ search: 'arrow', pageSize: 10, page: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect([...first.nodes, ...second.nodes].map((node) => node.name)).toEqual(
      all.nodes.slice(0, 20).map((node) => node.name),
    );
    expect((await search({ search: 'no-icon-is-called-this' })).nodes).toEqual([]);
  });

  it('lists every icon without a search', async () => {
    const page = await search({ pageSize: 500 });
    expect(page.nodes).toHaveLength(500);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });
});
