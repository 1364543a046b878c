import { stories, storyAuthors } from '@foundry/db';
import { READING_WORDS_PER_MINUTE } from '@foundry/domain/stories/reading-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const STORIES = /* GraphQL */ `
  query Stories(
    $type: StoryType
    $languages: [String!]
    $researchCategory: ResearchCategory
    $url: String
    $page: Int
    $pageSize: Int
  ) {
    readStories(
      type: $type
      languages: $languages
      researchCategory: $researchCategory
      url: $url
      page: $page
      pageSize: $pageSize
    ) {
      nodes {
        id
        url
        path
        title
        type
        researchCategory
        date
        language
        categories
        wordsCount
        readingTime
        movieDuration
        theme
        backgroundColor
        coverImage { url alt }
        authors { url title }
        featuredFamilies { url title }
      }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

const STORY_PAGE = /* GraphQL */ `
  query Story($url: String!) {
    readStories(url: $url) {
      nodes {
        url
        title
        blocks {
          __typename
          ... on StoryParagraphBlock { kind text }
          ... on StoryHeadlineBlock { kind text level }
          ... on StoryImageBlock { kind caption image { url width height alt } }
          ... on StoryPullquoteBlock { kind text attribution }
          ... on StoryListBlock { kind ordered items }
        }
        relatedStories { url type categories }
      }
    }
  }
`;

interface Story {
  id: string;
  url: string;
  path: string;
  title: string;
  type: string;
  researchCategory: string | null;
  date: string;
  language: string;
  categories: string[];
  wordsCount: number;
  readingTime: number;
  movieDuration: number | null;
  theme: string;
  backgroundColor: string | null;
  coverImage: { url: string; alt: string } | null;
  authors: { url: string; title: string }[];
  featuredFamilies: { url: string; title: string }[];
}
interface StoryPage {
  nodes: Story[];
  pageInfo: { hasNextPage: boolean; nextPage: number };
}

describe('readStories', () => {
  let app: TestApp;
  const read = async (variables: Record<string, unknown> = {}) => {
    const { body } = await app.graphql<{ readStories: StoryPage }>(STORIES, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.readStories as StoryPage;
  };
  const urls = (page: StoryPage) => page.nodes.map((node) => node.url);

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    // A long draft and a withdrawn story: neither may ever reach a visitor.
    const hidden = await db
      .insert(stories)
      .values([
        {
          type: 'BLOG',
          title: 'Draft about variable fonts',
          url: 'draft-variable-fonts',
          date: '2099-01-01',
          categories: ['Technology'],
          status: 'PENDING',
        },
        {
          type: 'BLOG',
          title: 'Withdrawn post',
          url: 'withdrawn-post',
          date: '2099-01-02',
          categories: ['Technology'],
          status: 'UNPUBLISHED',
        },
      ])
      .returning({ id: stories.id });
    const [rasmus] = await app
      .graphql<{ readAuthors: { nodes: { id: string }[] } }>(
        '{ readAuthors(url: "rasmus-andersson") { nodes { id } } }',
      )
      .then(({ body }) => body.data?.readAuthors.nodes ?? []);
    await db
      .insert(storyAuthors)
      .values(hidden.map((row) => ({ storyId: row.id, authorId: Number(rasmus?.id) })));
  });
  afterAll(() => app.close());

  it('lists published stories newest first, each with authors, featured families and a cover', async () => {
    const all = await read({ pageSize: 100 });
    expect(all.nodes.length).toBeGreaterThanOrEqual(7);
    const dates = all.nodes.map((story) => story.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(urls(all)).not.toContain('draft-variable-fonts');
    expect(urls(all)).not.toContain('withdrawn-post');
    for (const story of all.nodes) {
      expect(story.authors.length).toBeGreaterThan(0);
      expect(story.coverImage?.url).toMatch(/^http/);
      expect(story.path).toBe(
        `/${{ ARTICLE: 'articles', BLOG: 'blog', MOVIE: 'movies', RESEARCH: 'research' }[story.type]}/${story.url}`,
      );
    }
    const research = all.nodes.find((story) => story.url === 'x-height-and-legibility');
    expect(research?.authors.map((author) => author.url)).toEqual(['anna-novakova', 'rasmus-andersson']);
    expect(research?.featuredFamilies.map((family) => family.url)).toEqual([
      'inter',
      'vollkorn',
      'source-sans-3',
    ]);
  });

  it('pages without overlap and says when another page exists', async () => {
    const all = urls(await read({ pageSize: 100 }));
    const first = await read({ page: 1, pageSize: 3 });
    const second = await read({ page: 2, pageSize: 3 });
    expect(first.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    expect([...urls(first), ...urls(second)]).toEqual(all.slice(0, 6));
    const last = await read({ page: Math.ceil(all.length / 3), pageSize: 3 });
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by type, research category and languages', async () => {
    const blog = await read({ type: 'BLOG' });
    expect(blog.nodes.length).toBeGreaterThan(0);
    expect(blog.nodes.every((story) => story.type === 'BLOG')).toBe(true);
    expect(urls(blog)).toContain('variable-fonts-in-motion');

    const regional = await read({ type: 'RESEARCH', researchCategory: 'REGIONAL' });
    expect(urls(regional)).toEqual(['czech-diacritics']);
    const cognitive = await read({ researchCategory: 'COGNITIVE' });
    expect(urls(cognitive)).toEqual(['x-height-and-legibility']);

    const czech = await read({ languages: ['cs'] });
    expect(urls(czech)).toEqual(['navrh-pro-mnoho-pisem', 'czech-diacritics']);
    const both = await read({ languages: ['cs', 'en'], pageSize: 100 });
    expect(both.nodes.length).toBe((await read({ pageSize: 100 })).nodes.length);
    expect((await read({ languages: [] })).nodes).toEqual([]);
  });

  it('reads one story by url, and nothing for an unknown or unpublished url', async () => {
    const one = await read({ url: 'a-day-at-the-press' });
    expect(urls(one)).toEqual(['a-day-at-the-press']);
    expect(one.nodes[0]?.type).toBe('MOVIE');
    expect(one.nodes[0]?.movieDuration).toBeGreaterThan(0);
    expect((await read({ url: 'no-such-story' })).nodes).toEqual([]);
    expect((await read({ url: 'draft-variable-fonts' })).nodes).toEqual([]);
    expect((await read({ url: 'x'.repeat(500) })).nodes).toEqual([]);
  });

  it('gives the reading time from the words count, rounded up to whole minutes', async () => {
    const db = app.database.db;
    await db.insert(stories).values({
      type: 'ARTICLE',
      title: 'A long read',
      url: 'a-long-read',
      date: '2020-01-01',
      wordsCount: READING_WORDS_PER_MINUTE * 4 + 1,
    });
    const [long] = (await read({ url: 'a-long-read' })).nodes;
    expect(long?.readingTime).toBe(5);
    for (const story of (await read({ pageSize: 100 })).nodes) {
      expect(story.readingTime).toBe(Math.ceil(story.wordsCount / READING_WORDS_PER_MINUTE));
    }
  });

  it('serves the body as typed blocks: paragraphs, headline, image, pull quote and list', async () => {
    const { body } = await app.graphql<{ readStories: { nodes: { blocks: { __typename: string }[] }[] } }>(
      STORY_PAGE,
      { url: 'variable-fonts-in-motion' },
    );
    expect(body.errors).toBeUndefined();
    const blocks = body.data?.readStories.nodes[0]?.blocks as Record<string, unknown>[];
    expect(blocks.map((block) => block.__typename)).toEqual([
      'StoryParagraphBlock',
      'StoryPullquoteBlock',
      'StoryParagraphBlock',
      'StoryHeadlineBlock',
      'StoryListBlock',
      'StoryImageBlock',
    ]);
    expect(blocks[1]).toMatchObject({ kind: 'pullquote', attribution: 'Rasmus Andersson' });
    expect(blocks[3]).toMatchObject({ kind: 'headline', level: 2 });
    expect(blocks[4]).toMatchObject({ kind: 'list', ordered: true });
    expect(blocks[4]?.items).toHaveLength(3);
    expect(blocks[5]).toMatchObject({ kind: 'image', image: { url: expect.stringMatching(/^http/) } });
  });

  it('suggests related stories that share a category or the type, never the story itself nor unpublished ones', async () => {
    const all = (await read({ pageSize: 100 })).nodes;
    const { body } = await app.graphql<{
      readStories: {
        nodes: { url: string; relatedStories: { url: string; type: string; categories: string[] }[] }[];
      };
    }>(STORY_PAGE, { url: 'variable-fonts-in-motion' });
    const story = all.find((node) => node.url === 'variable-fonts-in-motion') as Story;
    const related = body.data?.readStories.nodes[0]?.relatedStories ?? [];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const other of related) {
      expect(other.url).not.toBe(story.url);
      expect(['draft-variable-fonts', 'withdrawn-post']).not.toContain(other.url);
      const sharesCategory = other.categories.some((category) => story.categories.includes(category));
      expect(sharesCategory || other.type === story.type).toBe(true);
    }
    // The closest first: the other blog post on technology shares both its type and its category.
    expect(related[0]?.url).toBe('choosing-a-monospace-for-code');
  });

  it('lists the languages of published stories with their counts', async () => {
    const { body } = await app.graphql<{
      readStoriesLanguages: { code: string; name: string; storiesCount: number }[];
    }>('{ readStoriesLanguages { code name storiesCount } }');
    expect(body.errors).toBeUndefined();
    const languages = body.data?.readStoriesLanguages ?? [];
    expect(languages.map((language) => language.code)).toEqual(['cs', 'en']);
    expect(languages[0]).toEqual({ code: 'cs', name: 'Czech', storiesCount: 2 });
    const all = (await read({ pageSize: 100 })).nodes;
    expect(languages[1]?.storiesCount).toBe(all.filter((story) => story.language === 'en').length);
  });

  it('reads a page with its authors and featured families in the same few statements, whatever its size', async () => {
    const one = await app.countStatements(() => read({ pageSize: 1 }));
    const all = await app.countStatements(() => read({ pageSize: 100 }));
    expect(all).toBe(one);
    expect(all).toBeLessThanOrEqual(3);
  });

  it('refuses a page size above 100 with the argument named', async () => {
    const { body } = await app.graphql(STORIES, { pageSize: 101 });
    expect(body.errors?.[0]?.extensions).toMatchObject({ fields: { pageSize: expect.any(String) } });
  });
});
