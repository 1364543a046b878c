import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { authors, homepageHeroes, type StoryBlock, stories, storyAuthors } from '../schema/index.ts';
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
};
type Editorial = { authors: DemoAuthor[]; stories: DemoStory[] };

/** Authors, stories with blocks and covers, and the homepage hero. */
export async function seedEditorial(db: Db, files: FileSink): Promise<void> {
  const editorial = await readSeedData<Editorial>('editorial.json');
  const serif = await readSeedFont('vollkorn', 'Vollkorn-Bold.woff2');
  const sans = await readSeedFont('inter', 'Inter-Medium.woff2');
  const display = await readSeedFont('inter-display', 'InterDisplay-Black.woff2');

  const authorIds = new Map<string, number>();
  for (const [sort, author] of editorial.authors.entries()) {
    const coverImage = await renderCover(files, {
      title: author.title.split(' ').join('\n'),
      background: author.colors[0],
      foreground: author.colors[1],
      titleFont: display,
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

  for (const story of editorial.stories) {
    const coverImage = await renderCover(files, {
      title: story.title.replace(/: /, ':\n'),
      subtitle: story.date,
      background: story.backgroundColor,
      foreground: story.foreground,
      titleFont: story.type === 'RESEARCH' ? serif : display,
      subtitleFont: sans,
      alt: story.title,
    });
    const blocks: StoryBlock[] = [
      { type: 'headline', text: story.title, level: 1 },
      ...story.paragraphs.map((text) => ({ type: 'paragraph', text })),
      { type: 'image', image: coverImage, caption: story.description },
    ];
    const wordsCount = story.paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
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
  }

  const heroImage = await renderCover(files, {
    title: 'Type for\nevery script',
    subtitle: 'Inter, Vollkorn, Noto Sans and more',
    background: '#0f172a',
    foreground: '#f8fafc',
    titleFont: display,
    subtitleFont: sans,
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
