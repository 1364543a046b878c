import { helpItems } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const HELP_ITEMS = /* GraphQL */ `
  query HelpItems($search: String, $url: String) {
    readHelpItems(search: $search, url: $url) {
      id
      url
      title
      body
      parent { url title }
      children { id url title body parent { url } children { id } }
    }
  }
`;

interface HelpItem {
  id: string;
  url: string;
  title: string;
  body: string;
  parent: { url: string; title: string } | null;
  children: (Omit<HelpItem, 'children' | 'parent'> & {
    parent: { url: string } | null;
    children: { id: string }[];
  })[];
}

describe('help items', () => {
  let app: TestApp;
  const read = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{ readHelpItems: HelpItem[] }>(HELP_ITEMS, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readHelpItems as HelpItem[];
  };
  const articleUrls = (sections: HelpItem[]) =>
    sections.flatMap((section) => section.children.map((a) => a.url));

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reads the help as sections in order, each with three to five articles', async () => {
    const sections = await read();
    expect(sections.map((section) => section.url)).toEqual([
      'licensing',
      'downloads',
      'web-fonts',
      'orders-and-payment',
      'shipping',
      'account',
    ]);
    for (const section of sections) {
      expect(section.parent).toBeNull();
      expect(section.children.length).toBeGreaterThanOrEqual(3);
      expect(section.children.length).toBeLessThanOrEqual(5);
      for (const article of section.children) {
        expect(article.parent?.url).toBe(section.url);
        expect(article.body.length).toBeGreaterThan(40);
        expect(article.children).toEqual([]);
      }
    }
  });

  it('finds the articles holding every word of the search, in any case, under their sections', async () => {
    const found = await read({ search: 'INVOICE' });
    expect(articleUrls(found)).toContain('invoices');
    // A section that matches itself keeps all its articles; otherwise each article must match.
    const contains = (item: { title: string; body: string }) =>
      `${item.title} ${item.body}`.toLowerCase().includes('invoice');
    for (const section of found) {
      if (!contains(section)) expect(section.children.every(contains), section.url).toBe(true);
    }
    expect(found.some((section) => !contains(section))).toBe(true);
    // Two words: both must be there.
    const both = await read({ search: 'reverse charge' });
    expect(articleUrls(both)).toEqual(['vat-and-reverse-charge']);
    expect(both.map((section) => section.url)).toEqual(['orders-and-payment']);
    expect(await read({ search: 'reverse zebra' })).toEqual([]);
  });

  it('keeps every article of a section found by its own title', async () => {
    const found = await read({ search: 'shipping' });
    const shipping = found.find((section) => section.url === 'shipping');
    const all = (await read()).find((section) => section.url === 'shipping');
    expect(shipping?.children.map((article) => article.url)).toEqual(
      all?.children.map((article) => article.url),
    );
  });

  it('treats an empty or blank search as no search', async () => {
    const all = await read();
    expect(await read({ search: '   ' })).toEqual(all);
    expect(await read({ search: '' })).toEqual(all);
  });

  it('reads one article by url with its section, and nothing for an unknown url', async () => {
    const [article] = await read({ url: 'invoices' });
    expect(article?.title).toBe('Where is my invoice?');
    expect(article?.parent).toEqual({ url: 'orders-and-payment', title: 'Orders and payment' });
    expect(article?.body).toMatch(/\*\*My orders\*\*/);
    expect(await read({ url: 'no-such-article' })).toEqual([]);
    const [section] = await read({ url: 'downloads' });
    expect(section?.children.length).toBeGreaterThanOrEqual(3);
  });

  it('sees an article added later, in its place by sort, and reads the tree in one statement', async () => {
    const [section] = await app.database.db
      .select({ id: helpItems.id })
      .from(helpItems)
      .where(eq(helpItems.url, 'account'));
    await app.database.db.insert(helpItems).values({
      parentId: section?.id,
      url: 'two-factor',
      title: 'Two-factor sign-in',
      body: 'Not yet.',
      sort: -1,
    });
    try {
      const [account] = await read({ url: 'account' });
      expect(account?.children[0]?.url).toBe('two-factor');
      expect(await app.countStatements(() => read({ search: 'password' }))).toBe(1);
    } finally {
      await app.database.db.delete(helpItems).where(eq(helpItems.url, 'two-factor'));
    }
  });
});
