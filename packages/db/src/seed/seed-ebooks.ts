import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { ebookFiles, physicalProducts, physicalProductVariants } from '../schema/index.ts';
import { renderSpecimenPdf } from './render-specimen-pdf.ts';
import { readSeedFont } from './seed-paths.ts';

/** The demo e-book: a Vollkorn specimen PDF, rendered from our own fonts when the seed runs. */
export const DEMO_EBOOK = {
  url: 'vollkorn-specimen-ebook',
  title: 'The Vollkorn Specimen (e-book)',
  fileName: 'Vollkorn-Specimen.pdf',
  priceAmount: 1200,
} as const;

const STYLES: [string, string][] = [
  ['Regular', 'Vollkorn-Regular.woff2'],
  ['Italic', 'Vollkorn-Italic.woff2'],
  ['Bold', 'Vollkorn-Bold.woff2'],
  ['Black', 'Vollkorn-Black.woff2'],
];

/**
 * A digital product (physical_products.digital): no stock taken, not shipped, VAT as a digital
 * supply; its PDF is stored content-addressed and joins the order's download once paid.
 * Idempotent: does nothing when the product is there.
 */
export async function seedEbooks(db: Db, files: FileSink): Promise<void> {
  const existing = await db
    .select({ id: physicalProducts.id })
    .from(physicalProducts)
    .where(eq(physicalProducts.url, DEMO_EBOOK.url))
    .limit(1);
  if (existing.length > 0) return;

  const styles: [string, Uint8Array][] = [];
  for (const [name, file] of STYLES) styles.push([name, await readSeedFont('vollkorn', file)]);
  const pdf = await renderSpecimenPdf({
    title: 'A type specimen',
    familyName: 'Vollkorn',
    styles,
    date: new Date('2026-01-01T00:00:00Z'),
  });
  const fileKey = `ebooks/${createHash('sha256').update(pdf).digest('hex').slice(0, 24)}.pdf`;
  await files.put(fileKey, pdf, 'application/pdf');

  const titleFont = styles[2]?.[1] ?? (await readSeedFont('vollkorn', 'Vollkorn-Bold.woff2'));
  const subtitleFont = await readSeedFont('inter', 'Inter-Medium.woff2');
  const cover = await renderCover(files, {
    title: 'Vollkorn\nSpecimen',
    subtitle: 'E-book · PDF',
    background: '#1d3b2a',
    foreground: '#f3ead8',
    titleFont,
    subtitleFont,
    alt: `${DEMO_EBOOK.title}: cover`,
  });
  const [row] = await db
    .insert(physicalProducts)
    .values({
      url: DEMO_EBOOK.url,
      title: DEMO_EBOOK.title,
      body: 'The Vollkorn specimen as a PDF: every weight at display and text sizes. Downloaded with your order once it is paid.',
      productType: 'BOOK',
      coverBgColor: '#1d3b2a',
      coverImage: cover,
      images: [cover],
      attributes: [
        { name: 'Format', value: 'PDF' },
        { name: 'Pages', value: String(STYLES.length + 1) },
      ],
      priceAmount: DEMO_EBOOK.priceAmount,
      currency: 'EUR',
      vatCategory: 'digital',
      digital: true,
      shippingRequired: false,
      categories: ['Specimens', 'E-books'],
      publishers: ['Foundry Press'],
      languages: ['en'],
      sort: 1000,
      publishedAt: new Date('2026-01-01T09:00:00Z'),
      updatedAt: new Date('2026-01-01T09:00:00Z'),
    })
    .returning({ id: physicalProducts.id });
  if (!row) throw new Error(`e-book ${DEMO_EBOOK.url} was not inserted`);
  // Every physical product has a variant; a digital one's stock is never taken.
  await db
    .insert(physicalProductVariants)
    .values({ physicalProductId: row.id, label: 'PDF', stock: 0, sort: 0 });
  await db.insert(ebookFiles).values({
    physicalProductId: row.id,
    fileKey,
    fileName: DEMO_EBOOK.fileName,
    contentType: 'application/pdf',
    byteSize: pdf.byteLength,
  });
}
