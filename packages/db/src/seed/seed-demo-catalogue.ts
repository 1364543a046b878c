import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { countries } from '../schema/index.ts';
import { seedBlockShowcase } from './seed-block-showcase.ts';
import { seedBooksGiveAways } from './seed-books-give-aways.ts';
import { seedClub } from './seed-club.ts';
import { seedClubEvents } from './seed-club-events.ts';
import { seedCorporateCodes } from './seed-corporate-codes.ts';
import { seedCountries } from './seed-countries.ts';
import { seedCustomFontsCaseStudies } from './seed-custom-fonts-case-studies.ts';
import { seedEbooks } from './seed-ebooks.ts';
import { seedEditorial, seedEditorialAdditions } from './seed-editorial.ts';
import { seedFonts } from './seed-fonts.ts';
import { seedFontsInUse } from './seed-fonts-in-use.ts';
import { seedHandwriting } from './seed-handwriting.ts';
import { seedHelp } from './seed-help.ts';
import { seedLicences } from './seed-licences.ts';
import { seedPhysicalProductAdditions } from './seed-physical-product-additions.ts';
import { seedPhysicalProducts } from './seed-physical-products.ts';
import { seedDiscountCodes, seedShipping } from './seed-shipping.ts';
import { seedStaff } from './seed-staff.ts';
import { seedStaticPages } from './seed-static-pages.ts';
import { seedStoryLinks } from './seed-story-links.ts';

/**
 * Seeds the demo catalogue once, in one transaction: the same rows and ids on every fresh database
 * (inserts run one after another, in a fixed order). Returns { seeded: false } when the catalogue is
 * already there, adding only the later additions it lacks (corporate code, e-book, products). Files go to the sink under content-addressed keys, so a
 * repeated or rolled-back seed leaves nothing inconsistent behind.
 */
export async function seedDemoCatalogue(db: Db, files: FileSink): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two starts racing on one Postgres: the second waits here and then sees the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    // The seed works on font files between statements: on a loaded machine that outlasts the pool's
    // 10 s limit on an idle transaction, which is meant for stuck requests, not for this.
    await tx.execute(sql`set local idle_in_transaction_session_timeout = '10min'`);
    const existing = await tx.select({ id: countries.id }).from(countries).limit(1);
    const seedDb = tx as unknown as Db;
    if (existing.length > 0) {
      // Added after the first catalogues were seeded: each adds itself once when missing.
      await seedShopAdditions(seedDb, files);
      return { seeded: false };
    }
    await seedCountries(seedDb);
    await seedLicences(seedDb);
    await seedFonts(seedDb, files);
    await seedShipping(seedDb);
    await seedDiscountCodes(seedDb);
    await seedPhysicalProducts(seedDb, files);
    await seedEditorial(seedDb, files);
    await seedShopAdditions(seedDb, files);
    return { seeded: true };
  });
}

async function seedShopAdditions(db: Db, files: FileSink): Promise<void> {
  await seedCorporateCodes(db);
  await seedEbooks(db, files);
  await seedBooksGiveAways(db);
  await seedHandwriting(db, files);
  await seedFontsInUse(db, files);
  await seedCustomFontsCaseStudies(db, files);
  await seedClub(db, files);
  await seedClubEvents(db, files);
  await seedStaticPages(db);
  await seedHelp(db);
  await seedEditorialAdditions(db, files);
  await seedBlockShowcase(db, files);
  await seedStoryLinks(db, files);
  await seedStaff(db);
  await seedPhysicalProductAdditions(db, files);
}
