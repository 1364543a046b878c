import { fontFiles } from '@foundry/db';
import { intersectRanges, parseUnicodeRanges, rangesOfCodePoints } from '@foundry/domain/fonts/font-subsets';
import { print } from 'graphql';
import { fontFileAddressOf } from '../apps/api/src/services/font-subsets/font-subset-address.ts';
import { sampleTextForEncoding } from '../apps/web/src/features/family/encoding-sample-text.ts';
import { ReadFamilyQuery } from '../apps/web/src/features/family/queries/read-family.ts';
import { COMMON_EN } from '../apps/web/src/lib/i18n/locales/en/common.ts';
import { type BenchResult, medianMs } from './measure.ts';
import { withSeededApi } from './seeded-api.ts';

const FAMILY_URL = 'inter';

interface PageFont {
  title: string;
  fontURL: string;
  subsets: { url: string; unicodeRanges: string }[];
}

export async function benchFontSubsets(): Promise<BenchResult[]> {
  return withSeededApi(async ({ app, config, database, storage }) => {
    const get = async (url: string) => {
      const response = await app.yoga.fetch(url);
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };

    const response = await app.yoga.fetch(`${config.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(ReadFamilyQuery), variables: { url: FAMILY_URL } }),
    });
    const body = (await response.json()) as {
      errors?: unknown[];
      data?: { readFamilies: { nodes: { title: string; styles: PageFont[]; variableFonts: PageFont[] }[] } };
    };
    const family = body.data?.readFamilies.nodes[0];
    if (body.errors || !family) throw new Error(`readFamilies failed: ${JSON.stringify(body.errors)}`);
    const fonts = [...family.styles, ...family.variableFonts];

    // The Latin text the page sets in the family's fonts: the tester's sample, names, figures, punctuation.
    const pageText = [
      sampleTextForEncoding('latin', COMMON_EN.fonts.sample),
      family.title,
      ...fonts.map((font) => font.title),
      '0123456789 .,:;!?()–—’“”&@#%',
    ].join(' ');
    const textRanges = rangesOfCodePoints([...pageText].map((char) => char.codePointAt(0) as number));

    // The sold files are served by no URL (docs/font-previews.md): their sizes come from the database.
    const sizes = new Map(
      (await database.db.select({ key: fontFiles.storageKey, size: fontFiles.byteSize }).from(fontFiles)).map(
        (row) => [fontFileAddressOf(row.key), row.size],
      ),
    );
    const addressOf = (url: string) => /\/v\d+\/([0-9a-f]{24})\//.exec(url)?.[1] ?? '';
    let fullBytes = 0;
    let subsetBytes = 0;
    let subsetFiles = 0;
    for (const font of fonts) {
      fullBytes += sizes.get(addressOf(font.fontURL)) ?? Number.NaN;
      const needed = font.subsets.filter(
        (subset) => intersectRanges(parseUnicodeRanges(subset.unicodeRanges), textRanges).length > 0,
      );
      if (needed.length === 0) throw new Error(`${font.title}: no subset holds the page's text`);
      for (const subset of needed) {
        subsetBytes += (await get(subset.url)).byteLength;
        subsetFiles += 1;
      }
    }
    console.log(
      `font subsets bench: ${fonts.length} fonts of ${family.title}: complete files ${fullBytes} bytes, ` +
        `Latin subsets ${subsetBytes} bytes in ${subsetFiles} files, ratio ${(subsetBytes / fullBytes).toFixed(3)}`,
    );

    // A cut subset, and as many bytes through the static route (which serves no font, so not a copy).
    const regular = family.styles.find((style) => style.title === 'Regular') ?? family.styles[0];
    const latin = regular?.subsets.find((subset) => subset.url.endsWith('/latin.woff2'));
    if (!latin) throw new Error('Inter Regular has no Latin subset');
    const viaRoute = await get(latin.url);
    await storage.put(
      'bench/same-size.bin',
      new Uint8Array(viaRoute.byteLength).fill(7),
      'application/octet-stream',
    );
    const staticUrl = `${config.apiUrl}/files/bench/same-size.bin`;

    const baselineMs = await medianMs(() => get(staticUrl));
    const measuredMs = await medianMs(() => get(latin.url));
    return [
      {
        // The Latin subsets must cost at most about a third of the complete files.
        name: 'Latin family page font bytes, subsets vs complete files',
        baselineMs: fullBytes,
        measuredMs: subsetBytes,
        budgetRatio: 0.35,
        unit: 'bytes',
      },
      {
        name: 'cached subset request vs as many bytes from the static route',
        baselineMs,
        measuredMs,
        budgetRatio: 1.5,
      },
    ];
  });
}

// Run alone: `node --import tsx font-subsets.bench.ts` (from bench/).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { report } = await import('./measure.ts');
  process.exitCode = report(await benchFontSubsets()) ? 0 : 1;
}
