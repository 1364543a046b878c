import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readFontFolder } from '@foundry/fonts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { type ImportedFamily, importFamily } from '../fonts/import-family.ts';
import { familyGroupMembers, familyGroups, productChildren, products } from '../schema/index.ts';
import { seedFontsDir } from './seed-paths.ts';

type Group = {
  type: 'GlobalFonts' | 'OpticalSizes' | 'Superfamily';
  url: string;
  title: string;
  members: { url: string; opticalSizeMin?: number; opticalSizeMax?: number }[];
  product?: { kind: 'COLLECTION' | 'SUITE'; title: string; priceAmount: number; oldPriceAmount?: number };
};

const groups: Group[] = [
  {
    type: 'OpticalSizes',
    url: 'inter-optical-sizes',
    title: 'Inter Optical Sizes',
    members: [
      { url: 'inter', opticalSizeMin: 14, opticalSizeMax: 24 },
      { url: 'inter-display', opticalSizeMin: 24, opticalSizeMax: 32 },
    ],
    product: { kind: 'COLLECTION', title: 'Inter Text & Display', priceAmount: 49900, oldPriceAmount: 59800 },
  },
  {
    type: 'Superfamily',
    url: 'source-superfamily',
    title: 'Source Superfamily',
    members: [{ url: 'source-sans-3' }, { url: 'source-code-pro' }],
    product: { kind: 'SUITE', title: 'Source Suite', priceAmount: 39900, oldPriceAmount: 45800 },
  },
  {
    type: 'Superfamily',
    url: 'geist-superfamily',
    title: 'Geist Superfamily',
    members: [{ url: 'geist' }, { url: 'geist-mono' }],
    product: { kind: 'COLLECTION', title: 'Geist Complete', priceAmount: 34900 },
  },
  {
    type: 'GlobalFonts',
    url: 'global-sans',
    title: 'Global Sans',
    members: [{ url: 'noto-sans' }, { url: 'inter' }],
  },
];

/** Every folder of seed/fonts becomes a family (sorted by folder name), then groups and bundles. */
export async function seedFonts(db: Db, files: FileSink): Promise<Map<string, ImportedFamily>> {
  const folders = (await readdir(seedFontsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const imported = new Map<string, ImportedFamily>();
  for (const url of folders) {
    const folder = await readFontFolder(join(seedFontsDir, url));
    imported.set(url, await importFamily(db, files, { url, folder }));
  }
  for (const [index, group] of groups.entries()) {
    await seedGroup(db, group, index, imported);
  }
  return imported;
}

async function seedGroup(db: Db, group: Group, index: number, imported: Map<string, ImportedFamily>) {
  const [row] = await db
    .insert(familyGroups)
    .values({ type: group.type, url: group.url, title: group.title, sort: index })
    .returning({ id: familyGroups.id });
  if (!row) throw new Error(`group ${group.url} was not inserted`);
  const members = group.members.map((member, sort) => {
    const family = imported.get(member.url);
    if (!family) throw new Error(`group ${group.url} names the unknown family ${member.url}`);
    return { ...member, family, sort };
  });
  await db.insert(familyGroupMembers).values(
    members.map((member) => ({
      groupId: row.id,
      familyId: member.family.familyId,
      opticalSizeMin: member.opticalSizeMin ?? null,
      opticalSizeMax: member.opticalSizeMax ?? null,
      sort: member.sort,
    })),
  );
  if (!group.product) return;
  const [bundle] = await db
    .insert(products)
    .values({
      kind: group.product.kind,
      title: group.product.title,
      priceAmount: group.product.priceAmount,
      oldPriceAmount: group.product.oldPriceAmount ?? null,
      currency: 'EUR',
      sort: 100_000 + index,
    })
    .returning({ id: products.id });
  if (!bundle) throw new Error(`bundle ${group.product.title} was not inserted`);
  // A bundle holds the members' FAMILY products of their default encoding.
  const familyProductIds = members.flatMap((member) => member.family.familyProductIds.slice(0, 1));
  const children = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, familyProductIds));
  await db
    .insert(productChildren)
    .values(
      familyProductIds
        .filter((id) => children.some((child) => child.id === id))
        .map((childId, sort) => ({ parentId: bundle.id, childId, sort })),
    );
}
