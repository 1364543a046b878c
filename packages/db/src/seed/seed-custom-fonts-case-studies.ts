import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { customFontsCaseStudies, customFontsCaseStudyFamilies, families } from '../schema/index.ts';
import { readSeedFont } from './seed-paths.ts';

type DemoCaseStudy = {
  url: string;
  title: string;
  client: string;
  summary: string;
  /** Paragraphs separated by blank lines. */
  body: string;
  year: number;
  services: string[];
  /** Family urls, in credit order. */
  families: string[];
  /** [family folder, file] the cover title is drawn in. */
  font: [string, string];
  background: string;
  foreground: string;
};

const DEMO_NOTE =
  'This is demo content: the client and the project are invented to show how a case study reads. The families named are real and can be bought in this shop.';

/** Custom-fonts case studies about adaptations of the demo families; ids follow this order. */
export const DEMO_CASE_STUDIES: DemoCaseStudy[] = [
  {
    url: 'platform-sans-wayfinding',
    title: 'Platform Sans',
    client: 'Northline Regional Rail',
    summary: 'A wayfinding cut of Source Sans 3 for station signs read from twenty metres away.',
    body: [
      DEMO_NOTE,
      'Signs are read in passing, at a distance and often at an angle. Starting from Source Sans 3 we opened the apertures of a, c, e and s, gave the l a tail and the capital I serifs, so that Il1 can never be confused on a platform number.',
      'The spacing was widened for the Semibold and Bold weights, which are the only ones used on signs, and the figures were redrawn as tabular lining numerals for departure boards.',
    ].join('\n\n'),
    year: 2024,
    services: ['Latin', 'Wayfinding', 'Tabular figures'],
    families: ['source-sans-3'],
    font: ['source-sans-3', 'SourceSans3-Bold.woff2'],
    background: '#ffcc00',
    foreground: '#1a1a1a',
  },
  {
    url: 'inter-arabic-companion',
    title: 'Inter with Arabic',
    client: 'Madar Cultural Centre',
    summary: 'An Arabic companion for Inter, harmonised from Noto Sans Arabic for a bilingual identity.',
    body: [
      DEMO_NOTE,
      'The centre publishes everything in Arabic and English side by side. Inter was their Latin voice; the Arabic needed to share its colour, its vertical proportions and its calm, open forms.',
      'We took Noto Sans Arabic as the starting point, matched its weights to Inter Regular and Bold, aligned the Arabic baseline stroke with the Latin x-height and tuned the spacing so that mixed lines set evenly.',
    ].join('\n\n'),
    year: 2023,
    services: ['Arabic', 'Latin', 'Bilingual identity'],
    families: ['inter', 'noto-sans'],
    font: ['noto-sans', 'NotoSans-Bold.woff2'],
    background: '#0f4c5c',
    foreground: '#f4efe6',
  },
  {
    url: 'inter-app-variable-slimming',
    title: 'Inter, slimmed',
    client: 'Pocket Ledger',
    summary:
      'A lighter variable Inter for a mobile banking app: one weight axis and the Latin the app needs.',
    body: [
      DEMO_NOTE,
      'The app shipped the full Inter variable font with both optical sizes and every script Inter covers. Most of its screens use three weights and Latin text in six languages.',
      'We cut the design space down to the weight axis between Regular and Bold at the text optical size, kept the tabular figures and the alternates the interface uses, and subset the character set to the app’s languages. The font file shrank to a fraction of its size and the first screen draws sooner.',
    ].join('\n\n'),
    year: 2025,
    services: ['Latin', 'Variable font', 'Subsetting'],
    families: ['inter'],
    font: ['inter', 'Inter-SemiBold.woff2'],
    background: '#eef2ff',
    foreground: '#1e1b4b',
  },
];

/**
 * The demo case studies with a cover and a detail picture each, drawn in the families they are about.
 * Idempotent: does nothing when the case studies are there.
 */
export async function seedCustomFontsCaseStudies(db: Db, files: FileSink): Promise<void> {
  const first = DEMO_CASE_STUDIES[0];
  if (!first) return;
  const existing = await db
    .select({ id: customFontsCaseStudies.id })
    .from(customFontsCaseStudies)
    .where(eq(customFontsCaseStudies.url, first.url))
    .limit(1);
  if (existing.length > 0) return;

  const familyUrls = [...new Set(DEMO_CASE_STUDIES.flatMap((study) => study.families))];
  const familyRows = await db
    .select({ id: families.id, url: families.url })
    .from(families)
    .where(inArray(families.url, familyUrls));
  const familyIds = new Map(familyRows.map((row) => [row.url, row.id]));
  const subtitleFont = await readSeedFont('inter', 'Inter-Medium.woff2');

  for (const [sort, study] of DEMO_CASE_STUDIES.entries()) {
    const titleFont = await readSeedFont(study.font[0], study.font[1]);
    const cover = await renderCover(files, {
      title: study.title,
      subtitle: `${study.client} · ${study.year}`,
      background: study.background,
      foreground: study.foreground,
      titleFont,
      subtitleFont,
      alt: `${study.title}: cover`,
    });
    const detail = await renderCover(files, {
      title: study.title.split(' ').join('\n'),
      subtitle: study.services.join(' · '),
      background: study.foreground,
      foreground: study.background,
      titleFont,
      subtitleFont,
      width: 900,
      height: 900,
      alt: `${study.title}: detail`,
    });
    const [row] = await db
      .insert(customFontsCaseStudies)
      .values({
        url: study.url,
        title: study.title,
        client: study.client,
        summary: study.summary,
        body: study.body,
        year: study.year,
        services: study.services,
        coverImage: cover,
        images: [detail],
        status: 'PUBLISHED',
        sort,
      })
      .returning({ id: customFontsCaseStudies.id });
    if (!row) throw new Error(`case study ${study.url} was not inserted`);
    const links = study.families.map((url, familySort) => {
      const familyId = familyIds.get(url);
      if (familyId === undefined) throw new Error(`case study ${study.url} names the unknown family ${url}`);
      return { caseStudyId: row.id, familyId, sort: familySort };
    });
    await db.insert(customFontsCaseStudyFamilies).values(links);
  }
}
