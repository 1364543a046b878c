import { authors, stories, storyAuthors } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const AUTHORS = /* GraphQL */ `
  query Authors($url: String, $category: StoryType, $page: Int, $pageSize: Int) {
    readAuthors(url: $url, category: $category, page: $page, pageSize: $pageSize) {
      nodes {
        id
        url
        title
        about
        website
        coverImage { url alt }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

const AUTHOR_SECTION = /* GraphQL */ `
  query AuthorSection($url: String!, $type: StoryType, $page: Int, $pageSize: Int) {
    readAuthors(url: $url) {
      nodes {
        url
        stories(type: $type, page: $page, pageSize: $pageSize) {
          nodes { url type date authors { url } }
          pageInfo { hasNextPage nextPage }
        }
      }
    }
  }
`;

interface Author {
  id: string;
  url: string;
  title: string;
  about: string | null;
  website: string | null;
  coverImage: { url: string; alt: string } | null;
}
interface AuthorPage {
  nodes: Author[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}
interface Section {
  nodes: { url: string; type: string; date: string; authors: { url: string }[] }[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}

describe('readAuthors', () => {
  let app: TestApp;
  const read = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{ readAuthors: AuthorPage }>(AUTHORS, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readAuthors as AuthorPage;
  };
  const section = async (variables: Record<string, unknown>) => {
    const { body } = await app.graphql<{ readAuthors: { nodes: { stories: Section }[] } }>(
      AUTHOR_SECTION,
      variables,
    );
    expect(body.errors).toBeUndefined();
    return body.data?.readAuthors.nodes[0]?.stories as Section;
  };
  const urls = (page: { nodes: { url: string }[] }) => page.nodes.map((node) => node.url);
  let prolificId: number;

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    // An author with more blog posts than one section shows, one of them unpublished, and an author
    // whose only story is a draft.
    const [prolific, drafter] = await db
      .insert(authors)
      .values([
        { url: 'bea-blogger', title: 'Bea Blogger' },
        { url: 'dora-drafter', title: 'Dora Drafter' },
      ])
      .returning({ id: authors.id });
    prolificId = prolific?.id as number;
    const posts = await db
      .insert(stories)
      .values([
        ...Array.from({ length: 8 }, (_, index) => ({
          type: 'BLOG' as const,
          title: `Post ${index + 1}`,
          url: `bea-post-${index + 1}`,
          date: `2021-01-${String(index + 10)}`,
        })),
        {
          type: 'BLOG' as const,
          title: 'Hidden post',
          url: 'bea-hidden',
          date: '2030-01-01',
          status: 'PENDING' as const,
        },
        {
          type: 'MOVIE' as const,
          title: 'Draft movie',
          url: 'dora-draft',
          date: '2030-01-01',
          status: 'OFFLINE' as const,
        },
      ])
      .returning({ id: stories.id, url: stories.url });
    await db.insert(storyAuthors).values(
      posts.map((post) => ({
        storyId: post.id,
        authorId: post.url.startsWith('dora') ? (drafter?.id as number) : prolificId,
      })),
    );
  });
  afterAll(() => app.close());

  it('lists authors by name with their details', async () => {
    const all = await read();
    const titles = all.nodes.map((author) => author.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(urls(all)).toEqual(
      expect.arrayContaining(['anna-novakova', 'friedrich-althausen', 'rasmus-andersson', 'bea-blogger']),
    );
    expect(all.pageInfo.hasNextPage).toBe(false);
    const rasmus = all.nodes.find((author) => author.url === 'rasmus-andersson');
    expect(rasmus).toMatchObject({ title: 'Rasmus Andersson', website: 'https://rsms.me' });
    expect(rasmus?.coverImage?.url).toMatch(/^http/);
  });

  it('pages the list and refuses pages larger than 500', async () => {
    const all = urls(await read());
    const first = await read({ page: 1, pageSize: 2 });
    const second = await read({ page: 2, pageSize: 2 });
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect([...urls(first), ...urls(second)]).toEqual(all.slice(0, 4));
    const { body } = await app.graphql(AUTHORS, { pageSize: 501 });
    expect(body.errors?.[0]?.extensions).toMatchObject({ fields: { pageSize: expect.any(String) } });
  });

  it('reads one author by url, and nobody for an unknown url', async () => {
    expect(urls(await read({ url: 'anna-novakova' }))).toEqual(['anna-novakova']);
    expect((await read({ url: 'nobody' })).nodes).toEqual([]);
  });

  it('filters by category: the authors with a published story of that type', async () => {
    expect(urls(await read({ category: 'MOVIE' }))).toEqual(['friedrich-althausen']);
    const researchers = urls(await read({ category: 'RESEARCH' }));
    expect(researchers).toEqual(['anna-novakova', 'rasmus-andersson']);
    const bloggers = urls(await read({ category: 'BLOG' }));
    expect(bloggers).toContain('bea-blogger');
    expect(bloggers).not.toContain('dora-drafter');
  });

  it("pages an author's stories by type in sections of 6, newest first, without unpublished ones", async () => {
    const first = await section({ url: 'bea-blogger', type: 'BLOG' });
    expect(first.nodes).toHaveLength(6);
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect(urls(first)).toEqual([
      'bea-post-8',
      'bea-post-7',
      'bea-post-6',
      'bea-post-5',
      'bea-post-4',
      'bea-post-3',
    ]);
    const second = await section({ url: 'bea-blogger', type: 'BLOG', page: 2 });
    expect(urls(second)).toEqual(['bea-post-2', 'bea-post-1']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await section({ url: 'bea-blogger', type: 'MOVIE' })).nodes).toEqual([]);
    expect((await section({ url: 'dora-drafter' })).nodes).toEqual([]);
  });

  it("lists a co-written story in each author's stories", async () => {
    const anna = await section({ url: 'anna-novakova', pageSize: 100 });
    const rasmus = await section({ url: 'rasmus-andersson', pageSize: 100 });
    expect(urls(anna)).toContain('x-height-and-legibility');
    expect(urls(rasmus)).toContain('x-height-and-legibility');
    for (const story of rasmus.nodes)
      expect(story.authors.map((author) => author.url)).toContain('rasmus-andersson');
  });
});
