import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { encodings, families, fontsInUse, fontsInUseFamilies } from '../schema/index.ts';
import { readSeedFont } from './seed-paths.ts';

type DemoShowcase = {
  url: string;
  title: string;
  description: string;
  designer: string;
  designerUrl: string | null;
  photoCredits: string;
  year: number;
  category: string;
  output: string;
  country: string;
  languages: string[];
  encoding: string;
  /** Family urls, in credit order; the first one draws the pictures. */
  families: string[];
  /** [family folder, file] the pictures are set in. */
  font: [string, string];
  background: string;
  foreground: string;
};

/** Fonts-in-use showcases of the demo families; ids follow this order, so the last is the newest. */
export const DEMO_FONTS_IN_USE: DemoShowcase[] = [
  {
    url: 'harvest-almanac',
    title: 'Harvest Almanac',
    description: 'A yearly farming almanac set in Vollkorn, with tables in Source Sans 3.',
    designer: 'Studio Feld',
    designerUrl: 'https://example.com/studio-feld',
    photoCredits: 'Photos: Studio Feld',
    year: 2021,
    category: 'Books',
    output: 'Print',
    country: 'DE',
    languages: ['de'],
    encoding: 'latin',
    families: ['vollkorn', 'source-sans-3'],
    font: ['vollkorn', 'Vollkorn-Bold.woff2'],
    background: '#2f4b26',
    foreground: '#f1e9cf',
  },
  {
    url: 'metro-wayfinding',
    title: 'Metro Wayfinding',
    description: 'Station signs and platform maps for a city metro, set in Inter and Inter Display.',
    designer: 'Linea Design',
    designerUrl: 'https://example.com/linea',
    photoCredits: 'Photos: Marta Novak',
    year: 2022,
    category: 'Signage',
    output: 'Environment',
    country: 'CZ',
    languages: ['cs', 'en'],
    encoding: 'latin',
    families: ['inter', 'inter-display'],
    font: ['inter-display', 'InterDisplay-Bold.woff2'],
    background: '#0b3d91',
    foreground: '#ffffff',
  },
  {
    url: 'terminal-weekly',
    title: 'Terminal Weekly',
    description: 'A newsletter for programmers: headlines in Geist, code in Geist Mono.',
    designer: 'Ana Ruiz',
    designerUrl: null,
    photoCredits: 'Screenshots: Ana Ruiz',
    year: 2023,
    category: 'Editorial',
    output: 'Web',
    country: 'ES',
    languages: ['en', 'es'],
    encoding: 'latin',
    families: ['geist', 'geist-mono'],
    font: ['geist-mono', 'GeistMono-Variable.woff2'],
    background: '#111111',
    foreground: '#7cf29a',
  },
  {
    url: 'souk-festival',
    title: 'Souk Festival',
    description: 'Posters and tickets for a market festival in Arabic and Latin, set in Noto Sans.',
    designer: 'Dar Khatt',
    designerUrl: 'https://example.com/dar-khatt',
    photoCredits: 'Photos: Dar Khatt',
    year: 2023,
    category: 'Posters',
    output: 'Print',
    country: 'MA',
    languages: ['ar', 'fr'],
    encoding: 'arabic',
    families: ['noto-sans'],
    font: ['noto-sans', 'NotoSans-Bold.woff2'],
    background: '#c1440e',
    foreground: '#fff4e0',
  },
  {
    url: 'open-lab-docs',
    title: 'Open Lab Docs',
    description: 'Documentation site of a research lab: text in Source Sans 3, examples in Source Code Pro.',
    designer: 'Open Lab',
    designerUrl: 'https://example.com/open-lab',
    photoCredits: 'Screenshots: Open Lab',
    year: 2024,
    category: 'Websites',
    output: 'Web',
    country: 'NL',
    languages: ['en'],
    encoding: 'latin',
    families: ['source-sans-3', 'source-code-pro'],
    font: ['source-code-pro', 'SourceCodePro-Bold.woff2'],
    background: '#f5f1e8',
    foreground: '#1f2a44',
  },
  {
    url: 'kaffee-haus-menu',
    title: 'Kaffeehaus Menu',
    description: 'Menus, cups and the shop front of a Viennese coffee house, set in Vollkorn.',
    designer: 'Büro Mitte',
    designerUrl: 'https://example.com/buero-mitte',
    photoCredits: 'Photos: Lena Hofer',
    year: 2024,
    category: 'Branding',
    output: 'Packaging',
    country: 'AT',
    languages: ['de', 'en'],
    encoding: 'latin',
    families: ['vollkorn'],
    font: ['vollkorn', 'Vollkorn-Black.woff2'],
    background: '#5b3a29',
    foreground: '#f7e7c6',
  },
  {
    url: 'city-annual-report',
    title: 'City Annual Report',
    description: 'An annual report with charts and tables, set in Inter and Noto Sans.',
    designer: 'Civic Studio',
    designerUrl: null,
    photoCredits: 'Photos: Civic Studio',
    year: 2025,
    category: 'Editorial',
    output: 'Print',
    country: 'GB',
    languages: ['en'],
    encoding: 'latin',
    families: ['inter', 'noto-sans'],
    font: ['inter', 'Inter-Black.woff2'],
    background: '#e8eef7',
    foreground: '#132043',
  },
];

/**
 * The demo showcases with two pictures each, drawn in their own family like the shop covers.
 * Idempotent: does nothing when the showcases are there.
 */
export async function seedFontsInUse(db: Db, files: FileSink): Promise<void> {
  const first = DEMO_FONTS_IN_USE[0];
  if (!first) return;
  const existing = await db
    .select({ id: fontsInUse.id })
    .from(fontsInUse)
    .where(eq(fontsInUse.url, first.url))
    .limit(1);
  if (existing.length > 0) return;

  const familyUrls = [...new Set(DEMO_FONTS_IN_USE.flatMap((showcase) => showcase.families))];
  const familyRows = await db
    .select({ id: families.id, url: families.url })
    .from(families)
    .where(inArray(families.url, familyUrls));
  const familyIds = new Map(familyRows.map((row) => [row.url, row.id]));
  const encodingRows = await db.select({ id: encodings.id, url: encodings.url }).from(encodings);
  const encodingIds = new Map(encodingRows.map((row) => [row.url, row.id]));
  const subtitleFont = await readSeedFont('inter', 'Inter-Medium.woff2');

  for (const showcase of DEMO_FONTS_IN_USE) {
    const titleFont = await readSeedFont(showcase.font[0], showcase.font[1]);
    const wide = await renderCover(files, {
      title: showcase.title,
      subtitle: `${showcase.category} · ${showcase.year}`,
      background: showcase.background,
      foreground: showcase.foreground,
      titleFont,
      subtitleFont,
      alt: `${showcase.title}: overview`,
    });
    const detail = await renderCover(files, {
      title: showcase.title.split(' ').join('\n'),
      subtitle: showcase.designer,
      background: showcase.foreground,
      foreground: showcase.background,
      titleFont,
      subtitleFont,
      width: 900,
      height: 900,
      alt: `${showcase.title}: detail`,
    });
    const [row] = await db
      .insert(fontsInUse)
      .values({
        url: showcase.url,
        title: showcase.title,
        description: showcase.description,
        designer: showcase.designer,
        designerUrl: showcase.designerUrl,
        photoCredits: showcase.photoCredits,
        year: showcase.year,
        status: 'PUBLISHED',
        category: showcase.category,
        output: showcase.output,
        country: showcase.country,
        languages: showcase.languages,
        encodingId: encodingIds.get(showcase.encoding) ?? null,
        images: [wide, detail],
      })
      .returning({ id: fontsInUse.id });
    if (!row) throw new Error(`fonts in use ${showcase.url} was not inserted`);
    const links = showcase.families.map((url, sort) => {
      const familyId = familyIds.get(url);
      if (familyId === undefined)
        throw new Error(`fonts in use ${showcase.url} names the unknown family ${url}`);
      return { fontsInUseId: row.id, familyId, sort };
    });
    await db.insert(fontsInUseFamilies).values(links);
  }
}
