import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { authors, type StoredImage, type StoryBlock, stories, storyAuthors } from '../schema/index.ts';
import { readSeedData, readSeedFont } from './seed-paths.ts';

type Picture = { title: string; background: string; foreground: string; width: number; height: number };
type ShowcaseBlock = StoryBlock & {
  $image?: string;
  $images?: string;
  $slides?: string;
  $poster?: string;
  picture?: string;
  pictures?: string[];
  slideCaptions?: string[];
};
type Showcase = {
  story: {
    url: string;
    title: string;
    date: string;
    description: string;
    categories: string[];
    author: string;
  };
  pictures: Record<string, Picture>;
  blocks: ShowcaseBlock[];
};

/**
 * The demo story that uses every block kind (docs/page-blocks.md), added once when missing. Its
 * blocks are in `seed/data/block-showcase.json`; `$image`, `$images`, `$slides` and `$poster` name
 * the field that receives the pictures drawn here (`picture`, `pictures`, `slideCaptions` say which).
 */
export async function seedBlockShowcase(db: Db, files: FileSink): Promise<void> {
  const showcase = await readSeedData<Showcase>('block-showcase.json');
  const [existing] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.url, showcase.story.url));
  if (existing) return;
  const font = await readSeedFont('inter-display', 'InterDisplay-Black.woff2');
  const drawn = new Map<string, StoredImage>();
  for (const [name, picture] of Object.entries(showcase.pictures)) {
    drawn.set(
      name,
      await renderCover(files, { ...picture, titleFont: font, alt: `A demo picture: ${picture.title}` }),
    );
  }
  const picture = (name: string | undefined): StoredImage => {
    const image = name ? drawn.get(name) : undefined;
    if (!image) throw new Error(`block-showcase.json names no picture ${name}`);
    return image;
  };
  const blocks = showcase.blocks.map(
    ({ $image, $images, $slides, $poster, picture: one, pictures, slideCaptions, ...block }) => {
      if ($image) block[$image] = picture(one);
      if ($poster) block[$poster] = picture(one);
      if ($images) block[$images] = (pictures ?? []).map(picture);
      if ($slides)
        block[$slides] = (pictures ?? []).map((name, index) => ({
          image: picture(name),
          caption: slideCaptions?.[index] ?? null,
        }));
      return block as StoryBlock;
    },
  );
  const { story } = showcase;
  const [row] = await db
    .insert(stories)
    .values({
      type: 'ARTICLE',
      researchCategory: null,
      title: story.title,
      url: story.url,
      date: story.date,
      description: story.description,
      coverImage: picture('wide'),
      language: 'en',
      categories: story.categories,
      blocks,
      theme: 'light',
      backgroundColor: null,
      wordsCount: 400,
      status: 'PUBLISHED',
      featured: false,
      createdAt: new Date(`${story.date}T08:00:00Z`),
    })
    .returning({ id: stories.id });
  const [author] = await db.select({ id: authors.id }).from(authors).where(eq(authors.url, story.author));
  if (row && author) await db.insert(storyAuthors).values({ storyId: row.id, authorId: author.id, sort: 0 });
}
