/**
 * Cuts the interface's own font (Inter, variable, from the demo catalogue) into latin and latin-ext
 * WOFF2 subsets in apps/web/public/fonts/ and writes their @font-face rules to apps/web/src/ui/fonts.css,
 * with a fallback face whose metrics match Inter's (so the swap to Inter moves no text).
 * Run again after the seed font or the subset ranges change: `npx tsx scripts/cut-ui-fonts.ts`, then
 * `npx biome check --write apps/web/src/ui/fonts.css`. See docs/fonts.md ("The interface's own font").
 */
import { readFile, writeFile } from 'node:fs/promises';
import { codePointsOfRanges, formatUnicodeRanges, NAMED_SUBSETS } from '@foundry/domain';
import { openFontForDrawing } from '@foundry/fonts';
import { subsetWithHarfBuzz } from '@foundry/fonts/engines/harfbuzz-queue';

const SOURCES = [
  { file: 'InterVariable.woff2', style: 'normal', name: 'inter-ui' },
  { file: 'InterVariable-Italic.woff2', style: 'italic', name: 'inter-ui-italic' },
];
const SUBSETS = NAMED_SUBSETS.filter((subset) => subset.id === 'latin' || subset.id === 'latin-ext');
/**
 * The interface sets nothing lighter than regular: the weight axis is cut to 400–900 (a quarter of
 * the bytes); the optical size axis stays, so large headings keep Inter's display design.
 */
const WEIGHTS = { min: 400, max: 900 };

/** Arial's average width of a latin text sample (next/font's figure); Liberation Sans matches it. */
const ARIAL = { averageWidth: 934.5116279069767, unitsPerEm: 2048 };
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ';

const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`;

/** Body text is 16 px, where the browser's optical sizing sets Inter's opsz axis to 16. */
const BODY_TEXT = { opsz: 16, wght: 400 };
/**
 * Headings from 32 px up are bold at Inter's largest optical size, about 4 % narrower than body
 * text's fallback: a story's or the home page's title took a line more in it than in Inter.
 */
const DISPLAY_TEXT = { opsz: 32, wght: 700 };

/**
 * A local face sized and spaced like Inter at `variation` (the method next/font uses): text drawn in
 * it before Inter arrives takes about the room Inter will take, so the swap moves little.
 */
async function fallbackRule(
  woff2: Uint8Array,
  family: string,
  variation: { opsz: number; wght: number },
): Promise<string> {
  const font = (await openFontForDrawing(woff2)).getVariation(variation);
  const glyphs = font.glyphsForString(SAMPLE);
  const averageWidth = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length;
  const sizeAdjust = averageWidth / font.unitsPerEm / (ARIAL.averageWidth / ARIAL.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return `@font-face {
  font-family: "${family}";
  src: local("Arial"), local("ArialMT"), local("Helvetica"), local("Liberation Sans"), local("LiberationSans");
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(font.ascent / em)};
  descent-override: ${percent(font.descent / em)};
  line-gap-override: ${percent(font.lineGap / em)};
}`;
}

const root = new URL('../', import.meta.url);
const rules: string[] = [];
let latinRegular: Uint8Array | undefined;
for (const source of SOURCES) {
  const font = new Uint8Array(await readFile(new URL(`packages/db/seed/fonts/inter/${source.file}`, root)));
  for (const subset of SUBSETS) {
    const text = String.fromCodePoint(...codePointsOfRanges(subset.ranges));
    const file = `${source.name}-${subset.id}.woff2`;
    const cut = await subsetWithHarfBuzz(font, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    await writeFile(new URL(`apps/web/public/fonts/${file}`, root), cut);
    if (source.style === 'normal' && subset.id === 'latin') latinRegular = cut;
    rules.push(`@font-face {
  font-family: "Inter UI";
  font-style: ${source.style};
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-display: swap;
  src: url("/fonts/${file}") format("woff2");
  unicode-range: ${formatUnicodeRanges(subset.ranges)};
}`);
  }
}
if (latinRegular) {
  rules.push(await fallbackRule(latinRegular, 'Inter UI Fallback', BODY_TEXT));
  rules.push(await fallbackRule(latinRegular, 'Inter UI Display Fallback', DISPLAY_TEXT));
}
const header = `/* Written by scripts/cut-ui-fonts.ts: Inter (SIL OFL 1.1), latin and latin-ext subsets, weights ${WEIGHTS.min}–${WEIGHTS.max}. */`;
await writeFile(new URL('apps/web/src/ui/fonts.css', root), `${header}\n${rules.join('\n')}\n`);
