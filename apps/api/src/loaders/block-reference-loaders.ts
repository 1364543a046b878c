import DataLoader from 'dataloader';
import type { Repositories } from '../repositories/repositories.ts';
import type { FamilyNode } from '../services/families/read-families.ts';
import { readStories, type StoryNode } from '../services/stories/read-stories.ts';

/**
 * What page blocks name by url (docs/page-blocks.md): families, stories and authors. A page's blocks
 * ask for theirs together; only what visitors may see is answered, the rest is null.
 */
export function blockReferenceLoaders({ families, stories, authors }: Repositories) {
  return {
    publishedFamilyByUrl: new DataLoader(async (urls: readonly string[]) => {
      const rows = await families.findMany({ urls, published: true }, 0, urls.length);
      const byUrl = new Map(
        rows.map((row): [string, FamilyNode] => [row.url, { ...row, shownEncodingId: row.encodingId }]),
      );
      return urls.map((url) => byUrl.get(url) ?? null);
    }),
    // A page names a handful of stories; each is the story page's own read (published only).
    publishedStoryByUrl: new DataLoader(async (urls: readonly string[]) =>
      Promise.all(
        urls.map(
          async (url): Promise<StoryNode | null> => (await readStories(stories, { url })).nodes[0] ?? null,
        ),
      ),
    ),
    authorByUrl: new DataLoader(async (urls: readonly string[]) =>
      Promise.all(urls.map(async (url) => (await authors.findMany({ url }, 0, 1))[0] ?? null)),
    ),
  };
}
