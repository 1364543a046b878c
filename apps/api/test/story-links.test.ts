import { families, stories, storyFamilies } from '@foundry/db';
import { eq, inArray } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const STORY = /* GraphQL */ `
  query ($url: String!) {
    readStories(url: $url) {
      nodes {
        id
        url
        language
        theme
        backgroundColor
        movieUrl
        movieDuration
        thumbnail { url width height alt }
        series { title url stories { url } }
        translations { url language path }
        featuredFamilies { url }
        relatedStories { url }
      }
    }
  }
`;
const FAMILY = /* GraphQL */ `
  query ($url: String!) {
    readFamilies(url: $url) { nodes { url suiteFamilies { url } collectionFamilies { url } } }
  }
`;

type Story = {
  id: string;
  url: string;
  language: string;
  movieUrl: string | null;
  movieDuration: number | null;
  thumbnail: { url: string; width: number; height: number; alt: string } | null;
  series: { title: string; url: string; stories: { url: string }[] } | null;
  translations: { url: string; language: string; path: string }[];
  featuredFamilies: { url: string }[];
};
type Family = { url: string; suiteFamilies: { url: string }[]; collectionFamilies: { url: string }[] };

describe('the content model: series, translations, thumbnails, featured families, suites', () => {
  let app: TestApp;
  const story = async (url: string): Promise<Story | undefined> => {
    const { body } = await app.graphql<{ readStories: { nodes: Story[] } }>(STORY, { url });
    expect(body.errors).toBeUndefined();
    return body.data?.readStories.nodes[0];
  };
  const family = async (url: string): Promise<Family | undefined> => {
    const { body } = await app.graphql<{ readFamilies: { nodes: Family[] } }>(FAMILY, { url });
    expect(body.errors).toBeUndefined();
    return body.data?.readFamilies.nodes[0];
  };
  const urls = (list: { url: string }[] | undefined) => (list ?? []).map((item) => item.url);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('reads a series with its parts in order, from any of its parts', async () => {
    const parts = ['variable-fonts-in-motion', 'optical-sizes-explained', 'choosing-a-monospace-for-code'];
    for (const url of parts) {
      const read = await story(url);
      expect(read?.series?.title).toBe('Type on Screen');
      expect(read?.series?.url).toBe('type-on-screen');
      expect(urls(read?.series?.stories)).toEqual(parts);
    }
    expect((await story('a-day-at-the-press'))?.series).toBeNull();
  });

  it('leaves an unpublished part out of its series', async () => {
    const db = app.database.db;
    const [part] = await db.select().from(stories).where(eq(stories.url, 'optical-sizes-explained'));
    await db.update(stories).set({ status: 'UNPUBLISHED' }).where(eq(stories.url, 'optical-sizes-explained'));
    try {
      expect(urls((await story('variable-fonts-in-motion'))?.series?.stories)).toEqual([
        'variable-fonts-in-motion',
        'choosing-a-monospace-for-code',
      ]);
    } finally {
      await db
        .update(stories)
        .set({ status: part?.status ?? 'PUBLISHED' })
        .where(eq(stories.id, part?.id ?? 0));
    }
  });

  it('links translations both ways, each with its language, and hides an unpublished one', async () => {
    const original = await story('designing-for-many-scripts');
    expect(original?.translations).toEqual([
      { url: 'navrh-pro-mnoho-pisem', language: 'cs', path: '/articles/navrh-pro-mnoho-pisem' },
    ]);
    const czech = await story('navrh-pro-mnoho-pisem');
    expect(czech?.language).toBe('cs');
    expect(czech?.translations).toEqual([
      { url: 'designing-for-many-scripts', language: 'en', path: '/articles/designing-for-many-scripts' },
    ]);
    // A third version (German) is a translation of the same original: every version lists the others.
    const db = app.database.db;
    const [german] = await db
      .insert(stories)
      .values({
        type: 'ARTICLE',
        title: 'Gestaltung für viele Schriften',
        url: 'gestaltung-fuer-viele-schriften',
        date: '2024-10-02',
        language: 'de',
        translationOfId: Number(original?.id),
        status: 'PENDING',
      })
      .returning({ id: stories.id });
    expect(urls((await story('navrh-pro-mnoho-pisem'))?.translations)).toEqual([
      'designing-for-many-scripts',
    ]);
    await db
      .update(stories)
      .set({ status: 'PUBLISHED' })
      .where(eq(stories.id, german?.id ?? 0));
    expect((await story('navrh-pro-mnoho-pisem'))?.translations.map((item) => item.language)).toEqual([
      'de',
      'en',
    ]);
    expect(urls((await story('gestaltung-fuer-viele-schriften'))?.translations).sort()).toEqual([
      'designing-for-many-scripts',
      'navrh-pro-mnoho-pisem',
    ]);
    await db.delete(stories).where(eq(stories.id, german?.id ?? 0));
    expect((await story('a-day-at-the-press'))?.translations).toEqual([]);
  });

  it('serves each demo story a thumbnail of its own, smaller than the cover', async () => {
    const read = await story('variable-fonts-in-motion');
    expect(read?.thumbnail).toMatchObject({ width: 480, height: 320, alt: 'Variable Fonts in Motion' });
    const image = await app.fetch(read?.thumbnail?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('serves the movie fields and leaves an unpublished family out of the featured ones', async () => {
    const movie = await story('a-day-at-the-press');
    expect(movie?.movieUrl).toMatch(/^https:\/\//);
    expect(movie?.movieDuration).toBe(754);
    expect(urls(movie?.featuredFamilies)).toEqual(['vollkorn']);
    const db = app.database.db;
    await db.update(families).set({ published: false }).where(eq(families.url, 'vollkorn'));
    try {
      expect(urls((await story('a-day-at-the-press'))?.featuredFamilies)).toEqual([]);
    } finally {
      await db.update(families).set({ published: true }).where(eq(families.url, 'vollkorn'));
    }
    const links = await db
      .select({ familyId: storyFamilies.familyId })
      .from(storyFamilies)
      .innerJoin(stories, eq(stories.id, storyFamilies.storyId))
      .where(inArray(stories.url, ['a-day-at-the-press']));
    expect(links).toHaveLength(1); // the link stays: publishing the family shows it again
  });

  it('reads the families of the same suite and of the same collection, never the family itself', async () => {
    const source = await family('source-sans-3');
    expect(urls(source?.suiteFamilies)).toEqual(['source-code-pro']);
    expect(source?.collectionFamilies).toEqual([]);
    expect(urls((await family('source-code-pro'))?.suiteFamilies)).toEqual(['source-sans-3']);
    const inter = await family('inter');
    expect(urls(inter?.collectionFamilies)).toEqual(['inter-display']);
    expect(inter?.suiteFamilies).toEqual([]);
    expect(urls((await family('geist'))?.collectionFamilies)).toEqual(['geist-mono']);
    expect((await family('vollkorn'))?.suiteFamilies).toEqual([]);
  });

  it('leaves an unpublished family out of its suite', async () => {
    const db = app.database.db;
    await db.update(families).set({ published: false }).where(eq(families.url, 'source-code-pro'));
    try {
      expect((await family('source-sans-3'))?.suiteFamilies).toEqual([]);
    } finally {
      await db.update(families).set({ published: true }).where(eq(families.url, 'source-code-pro'));
    }
  });
});
