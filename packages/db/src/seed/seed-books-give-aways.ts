import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { booksGiveAways, physicalProducts } from '../schema/index.ts';
import { DEMO_EBOOK } from './seed-ebooks.ts';

/** The demo give-away: copies of the seeded e-book for visitors who sign up through its page. */
export const DEMO_BOOKS_GIVE_AWAY = {
  url: 'vollkorn-specimen-give-away',
  title: 'The Vollkorn Specimen, free for new members',
  quantity: 25,
} as const;

/** Idempotent: adds the give-away once, after the e-book it gives away (seedEbooks). */
export async function seedBooksGiveAways(db: Db): Promise<void> {
  const existing = await db
    .select({ id: booksGiveAways.id })
    .from(booksGiveAways)
    .where(eq(booksGiveAways.url, DEMO_BOOKS_GIVE_AWAY.url))
    .limit(1);
  if (existing.length > 0) return;
  const [ebook] = await db
    .select({ id: physicalProducts.id, coverImage: physicalProducts.coverImage })
    .from(physicalProducts)
    .where(eq(physicalProducts.url, DEMO_EBOOK.url))
    .limit(1);
  if (!ebook) throw new Error(`the give-away needs the e-book ${DEMO_EBOOK.url}`);
  await db.insert(booksGiveAways).values({
    url: DEMO_BOOKS_GIVE_AWAY.url,
    title: DEMO_BOOKS_GIVE_AWAY.title,
    description:
      'Create an account through this page and the PDF specimen of Vollkorn is yours: every weight at display and text sizes, while copies last.',
    physicalProductId: ebook.id,
    coverImage: ebook.coverImage,
    quantity: DEMO_BOOKS_GIVE_AWAY.quantity,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2035-12-31T23:59:59Z'),
  });
}
