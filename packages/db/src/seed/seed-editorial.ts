import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import {
  authors,
  families,
  homepageHeroes,
  type StoredImage,
  type StoryBlock,
  stories,
  storyAuthors,
  storyFamilies,
} from '../schema/index.ts';
import { readSeedData, readSeedFont } from './seed-paths.ts';

type DemoAuthor = {
  url: string;
  title: string;
  about: string;
  website: string | null;
  colors: [string, string];
};
type DemoStory = {
  type: 'ARTICLE' | 'BLOG' | 'MOVIE' | 'RESEARCH';
  researchCategory: 'COGNITIVE' | 'REGIONAL' | null;
  url: string;
  title: string;
  date: string;
  description: string;
  language: string;
  categories: string[];
  theme: 'dark' | 'light';
  backgroundColor: string;
  foreground: string;
  movieUrl: string | null;
  movieDurationSeconds: number | null;
  featured: boolean;
  authors: string[];
  paragraphs: string[];
  /** Urls of the families the story features, in order. */
  families?: string[];
  /** Set large after the first paragraph. */
  pullquote?: { text: string; attribution: string | null };
  /** Closes the text under a short headline. */
  list?: { ordered: boolean; items: string[] };
};
type Editorial = { authors: DemoAuthor[]; stories: DemoStory[] };
type Fonts = { serif: Uint8Array; sans: Uint8Array; display: Uint8Array };

async function readFonts(): Promise<Fonts> {
  return {
    serif: await readSeedFont('vollkorn', 'Vollkorn-Bold.woff2'),
    sans: await readSeedFont('inter', 'Inter-Medium.woff2'),
    display: await readSeedFont('inter-display', 'InterDisplay-Black.woff2'),
  };
}

/** Authors, stories with blocks and covers, and the homepage hero. */
export async function seedEditorial(db: Db, files: FileSink): Promise<void> {
  const editorial = await readSeedData<Editorial>('editorial.json');
  const fonts = await readFonts();

  const authorIds = new Map<string, number>();
  for (const [sort, author] of editorial.authors.entries()) {
    const coverImage = await renderCover(files, {
      title: author.title.split(' ').join('\n'),
      background: author.colors[0],
      foreground: author.colors[1],
      titleFont: fonts.display,
      width: 800,
      height: 800,
      alt: author.title,
    });
    const [row] = await db
      .insert(authors)
      .values({
        url: author.url,
        title: author.title,
        about: author.about,
        website: author.website,
        coverImage,
        sort,
      })
      .returning({ id: authors.id });
    if (row) authorIds.set(author.url, row.id);
  }

  for (const story of editorial.stories) await insertDemoStory(db, files, story, authorIds, fonts);

  const heroImage = await renderCover(files, {
    title: 'Type for\nevery script',
    subtitle: 'Inter, Vollkorn, Noto Sans and more',
    background: '#0f172a',
    foreground: '#f8fafc',
    titleFont: fonts.display,
    subtitleFont: fonts.sans,
    width: 1920,
    height: 1080,
    alt: 'Type for every script',
  });
  await db.insert(homepageHeroes).values([
    {
      kind: 'image',
      title: 'Type for every script',
      link: '/fonts',
      image: heroImage,
      active: true,
      sort: 0,
    },
    {
      kind: 'video',
      title: 'Variable fonts in motion',
      link: '/stories/variable-fonts-in-motion',
      image: heroImage,
      video: null,
      active: false,
      sort: 1,
    },
  ]);
}

/**
 * Added after the first catalogues were seeded, and safe to run on every start: the demo stories a
 * database lacks (by url), and the families each story features (links that exist are kept).
 */
export async function seedEditorialAdditions(db: Db, files: FileSink): Promise<void> {
  const editorial = await readSeedData<Editorial>('editorial.json');
  const existing = await db
    .select({ id: stories.id, url: stories.url })
    .from(stories)
    .where(
      inArray(
        stories.url,
        editorial.stories.map((story) => story.url),
      ),
    );
  const storyIds = new Map(existing.map((row) => [row.url, row.id]));
  const missing = editorial.stories.filter((story) => !storyIds.has(story.url));
  if (missing.length > 0) {
    const fonts = await readFonts();
    const authorRows = await db.select({ id: authors.id, url: authors.url }).from(authors);
    const authorIds = new Map(authorRows.map((row) => [row.url, row.id]));
    for (const story of missing)
      storyIds.set(story.url, await insertDemoStory(db, files, story, authorIds, fonts));
  }

  const familyUrls = [...new Set(editorial.stories.flatMap((story) => story.families ?? []))];
  if (familyUrls.length === 0) return;
  const familyRows = await db
    .select({ id: families.id, url: families.url })
    .from(families)
    .where(inArray(families.url, familyUrls));
  const familyIds = new Map(familyRows.map((row) => [row.url, row.id]));
  const links = editorial.stories.flatMap((story) => {
    const storyId = storyIds.get(story.url);
    if (storyId === undefined) return [];
    return (story.families ?? []).flatMap((url, sort) => {
      const familyId = familyIds.get(url);
      return familyId === undefined ? [] : [{ storyId, familyId, sort }];
    });
  });
  if (links.length > 0) await db.insert(storyFamilies).values(links).onConflictDoNothing();
}

/** The blocks of a demo story: its paragraphs, with the pull quote, list and cover where it has them. */
function demoBlocks(story: DemoStory, coverImage: StoredImage): StoryBlock[] {
  const [first, ...rest] = story.paragraphs;
  return [
    ...(first === undefined ? [] : [{ type: 'paragraph', text: first }]),
    ...(story.pullquote ? [{ type: 'pullquote', ...story.pullquote }] : []),
    ...rest.map((text) => ({ type: 'paragraph', text })),
    ...(story.list
      ? [
          { type: 'headline', text: 'In short', level: 2 },
          { type: 'list', ...story.list },
        ]
      : []),
    { type: 'image', image: coverImage, caption: story.description },
  ];
}

/** Inserts one demo story with its cover and authors; returns its id. */
async function insertDemoStory(
  db: Db,
  files: FileSink,
  story: DemoStory,
  authorIds: ReadonlyMap<string, number>,
  fonts: Fonts,
): Promise<number> {
  const coverImage = await renderCover(files, {
    title: story.title.replace(/: /, ':\n'),
    subtitle: story.date,
    background: story.backgroundColor,
    foreground: story.foreground,
    titleFont: story.type === 'RESEARCH' ? fonts.serif : fonts.display,
    subtitleFont: fonts.sans,
    alt: story.title,
  });
  const blocks = demoBlocks(story, coverImage);
  // The words a reader reads: paragraphs, the pull quote and the list.
  const words = [...story.paragraphs, story.pullquote?.text ?? '', ...(story.list?.items ?? [])].join(' ');
  const wordsCount = words.split(/\s+/).filter(Boolean).length;
  const [row] = await db
    .insert(stories)
    .values({
      type: story.type,
      researchCategory: story.researchCategory,
      title: story.title,
      url: story.url,
      date: story.date,
      description: story.description,
      coverImage,
      language: story.language,
      categories: story.categories,
      blocks,
      theme: story.theme,
      backgroundColor: story.backgroundColor,
      wordsCount,
      movieUrl: story.movieUrl,
      movieDurationSeconds: story.movieDurationSeconds,
      status: 'PUBLISHED',
      featured: story.featured,
      createdAt: new Date(`${story.date}T08:00:00Z`),
    })
    .returning({ id: stories.id });
  if (!row) throw new Error(`story ${story.url} was not inserted`);
  const links = story.authors.flatMap((url, sort) => {
    const authorId = authorIds.get(url);
    return authorId ? [{ storyId: row.id, authorId, sort }] : [];
  });
  if (links.length > 0) await db.insert(storyAuthors).values(links);
  return row.id;
}
