import { families } from '@foundry/db';
import { arrayContains, asc, eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const FAMILIES = /* GraphQL */ `
  query Families($category: String, $urls: [String!], $encodingID: ID, $page: Int, $pageSize: Int) {
    readFamilies(category: $category, urls: $urls, encodingID: $encodingID, page: $page, pageSize: $pageSize) {
      nodes { id url }
      pageInfo { hasNextPage nextPage }
    }
  }
`;
const FILTERS = /* GraphQL */ `
  query Filters { readFamilyFilters { total categories { value count } } }
`;
const ENCODINGS = /* GraphQL */ `
  query Encodings { readEncodings { id url } }
`;

interface FamilyPage {
  nodes: { id: string; url: string }[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}

describe('readFamilies by editorial category', () => {
  let app: TestApp;
  const read = async (variables: Record<string, unknown>) => {
    const { body } = await app.graphql<{ readFamilies: FamilyPage }>(FAMILIES, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readFamilies as FamilyPage;
  };
  const urls = (page: FamilyPage) => page.nodes.map((node) => node.url);
  /** The families of a category as the database holds them, in catalogue order. */
  const inDatabase = async (category: string) =>
    (
      await app.database.db
        .select({ url: families.url })
        .from(families)
        .where(arrayContains(families.categories, [category]))
        .orderBy(asc(families.sort), asc(families.id))
    ).map((row) => row.url);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('seeds the categories from family.json: smart and legibility each hold some families, not all', async () => {
    const all = urls(await read({ pageSize: 500 }));
    for (const category of ['smart', 'legibility']) {
      const expected = await inDatabase(category);
      expect(expected.length, category).toBeGreaterThan(1);
      expect(expected.length, category).toBeLessThan(all.length);
      expect(urls(await read({ category, pageSize: 500 })), category).toEqual(expected);
    }
    // Chosen by their OpenType features and purpose: Inter has calt, case, cv and ss features; the
    // icon fonts are in neither category.
    expect(await inDatabase('smart')).toContain('inter');
    expect(await inDatabase('legibility')).toContain('noto-sans');
    expect(await inDatabase('smart')).not.toContain('bootstrap-icons');
  });

  it('pages a category: pages of two continue each other to the last', async () => {
    const expected = await inDatabase('legibility');
    const collected: string[] = [];
    let page = 1;
    for (;;) {
      const result = await read({ category: 'legibility', page, pageSize: 2 });
      collected.push(...urls(result));
      if (!result.pageInfo.hasNextPage) break;
      expect(result.pageInfo.nextPage).toBe(page + 1);
      page += 1;
    }
    expect(page).toBe(Math.ceil(expected.length / 2));
    expect(collected).toEqual(expected);
  });

  it('combines with the other filters, and an unknown category matches nothing', async () => {
    const smart = await inDatabase('smart');
    const legible = await inDatabase('legibility');
    const inBoth = smart.filter((url) => legible.includes(url));
    const onlyLegible = legible.find((url) => !smart.includes(url)) as string;
    expect(inBoth.length).toBeGreaterThan(0);
    expect(urls(await read({ category: 'smart', urls: [...inBoth, onlyLegible] }))).toEqual(inBoth);

    const { body } = await app.graphql<{ readEncodings: { id: string; url: string }[] }>(ENCODINGS);
    const arabic = body.data?.readEncodings.find((encoding) => encoding.url === 'arabic');
    expect(urls(await read({ category: 'legibility', encodingID: arabic?.id }))).toEqual(['noto-sans']);

    expect((await read({ category: 'no-such-category' })).nodes).toEqual([]);
  });

  it('leaves readFamilies without a category as it was: every family', async () => {
    const every = await app.database.db.select({ id: families.id }).from(families);
    const all = await read({ pageSize: 500 });
    expect(all.nodes.length).toBe(every.length);
  });

  it('follows the database: a family given a category joins its page and its count', async () => {
    const filtersOf = async () =>
      (
        await app.graphql<{
          readFamilyFilters: { total: number; categories: { value: string; count: number }[] };
        }>(FILTERS)
      ).body.data?.readFamilyFilters;
    const before = await filtersOf();
    const smartCount = before?.categories.find((facet) => facet.value === 'smart')?.count;
    expect(smartCount).toBe((await inDatabase('smart')).length);
    expect(before?.categories.find((facet) => facet.value === 'legibility')?.count).toBe(
      (await inDatabase('legibility')).length,
    );

    await app.database.db
      .update(families)
      .set({ categories: ['smart', 'testing-only'] })
      .where(eq(families.url, 'geist-mono'));
    expect(urls(await read({ category: 'smart', pageSize: 500 }))).toContain('geist-mono');
    expect(urls(await read({ category: 'testing-only' }))).toEqual(['geist-mono']);
    const after = await filtersOf();
    expect(after?.categories.find((facet) => facet.value === 'smart')?.count).toBe((smartCount ?? 0) + 1);
    expect(after?.categories.find((facet) => facet.value === 'testing-only')?.count).toBe(1);
  });
});
