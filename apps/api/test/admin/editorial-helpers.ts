import { randomBytes } from 'node:crypto';
import { type Db, newsletterIssues, pressItems, staticPages, stories } from '@foundry/db';

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

/** A press item of 2024, for the walk and the press tests. */
export async function insertPressItem(db: Db): Promise<number> {
  const [row] = await db
    .insert(pressItems)
    .values({ title: `Walked article ${randomBytes(3).toString('hex')}`, year: 2024, category: 'article' })
    .returning({ id: pressItems.id });
  if (!row) throw new Error('no press item');
  return row.id;
}

/** A newsletter issue not yet sent. */
export async function insertDraftNewsletterIssue(db: Db): Promise<number> {
  const [row] = await db
    .insert(newsletterIssues)
    .values({ subject: 'A draft issue', blocks: [{ type: 'paragraph', text: 'Soon.' }] })
    .returning({ id: newsletterIssues.id });
  if (!row) throw new Error('no issue');
  return row.id;
}
