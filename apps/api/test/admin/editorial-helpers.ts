import { randomBytes } from 'node:crypto';
import { type Db, staticPages, stories } from '@foundry/db';

/** A draft story (PENDING) with one paragraph, for the walk and the editorial tests. */
export async function insertDraftStory(db: Db): Promise<number> {
  const [row] = await db
    .insert(stories)
    .values({
      type: 'BLOG',
      title: 'A draft',
      url: `draft-${randomBytes(4).toString('hex')}`,
      date: '2026-01-01',
      status: 'PENDING',
      blocks: [{ type: 'paragraph', text: 'Not yet.' }],
    })
    .returning({ id: stories.id });
  if (!row) throw new Error('no story');
  return row.id;
}

/** A draft static page. */
export async function insertDraftStaticPage(db: Db): Promise<number> {
  const [row] = await db
    .insert(staticPages)
    .values({ url: `draft-page-${randomBytes(4).toString('hex')}`, title: 'A draft page', status: 'PENDING' })
    .returning({ id: staticPages.id });
  if (!row) throw new Error('no page');
  return row.id;
}
