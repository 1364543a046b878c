/**
 * Cuts the interface's own font (Inter, variable, from the demo catalogue) into latin and latin-ext
 * WOFF2 subsets in apps/web/public/fonts/ and writes their @font-face rules to apps/web/src/ui/fonts.css.
 * Run again after the seed font or the subset ranges change: `npx tsx scripts/cut-ui-fonts.ts`, then
 * `npx biome check --write apps/web/src/ui/fonts.css`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { codePointsOfRanges, formatUnicodeRanges, NAMED_SUBSETS } from '@foundry/domain';
import { cutWoff2Subset } from '../apps/api/src/services/fonts/cut-woff2-subset.ts';

const SOURCES = [
  { file: 'InterVariable.woff2', style: 'normal', name: 'inter-ui' },
  { file: 'InterVariable-Italic.woff2', style: 'italic', name: 'inter-ui-italic' },
];
const SUBSETS = NAMED_SUBSETS.filter((subset) => subset.id === 'latin' || subset.id === 'latin-ext');

const root = new URL('../', import.meta.url);
const rules: string[] = [];
for (const source of SOURCES) {
  const font = new Uint8Array(await readFile(new URL(`packages/db/seed/fonts/inter/${source.file}`, root)));
  for (const subset of SUBSETS) {
    const text = String.fromCodePoint(...codePointsOfRanges(subset.ranges));
    const file = `${source.name}-${subset.id}.woff2`;
    await writeFile(new URL(`apps/web/public/fonts/${file}`, root), await cutWoff2Subset(font, { text }));
    rules.push(`@font-face {
  font-family: "Inter UI";
  font-style: ${source.style};
  font-weight: 100 900;
  font-display: swap;
  src: url("/fonts/${file}") format("woff2");
  unicode-range: ${formatUnicodeRanges(subset.ranges)};
}`);
  }
}
const header = '/* Written by scripts/cut-ui-fonts.ts: Inter (SIL OFL 1.1), latin and latin-ext subsets. */';
await writeFile(new URL('apps/web/src/ui/fonts.css', root), `${header}\n${rules.join('\n')}\n`);
