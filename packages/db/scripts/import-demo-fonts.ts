// How packages/db/seed/fonts was assembled (run once; the result is committed). npm packages are
// unpacked into /tmp/fp/<name>-<version>/package; Debian's TTFs are converted to WOFF2 here once,
// because compressing 28 TTFs costs ~40 s and the seed must stay fast (docs/adr/0002).
// Usage: npx tsx packages/db/scripts/import-demo-fonts.ts
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compressWoff2 } from '@foundry/fonts';

const out = new URL('../seed/fonts/', import.meta.url).pathname;
const npm = '/tmp/fp';
const noto = '/usr/share/fonts/truetype/noto';
const vollkorn = '/usr/share/fonts/truetype/vollkorn';

function pick(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir)
    .filter(test)
    .sort()
    .map((name) => join(dir, name));
}

const families: Record<string, { files: string[]; licence: string }> = {
  inter: {
    files: [
      ...pick(`${npm}/inter-ui-4.1.1/package/web`, (n) => n.endsWith('.woff2')),
      ...pick(`${npm}/inter-ui-4.1.1/package/variable`, (n) => n.endsWith('.woff2')),
    ],
    licence: `${npm}/inter-ui-4.1.1/package/LICENSE.txt`,
  },
  'inter-display': {
    files: pick(`${npm}/inter-ui-4.1.1/package/display`, (n) => n.endsWith('.woff2')),
    licence: `${npm}/inter-ui-4.1.1/package/LICENSE.txt`,
  },
  vollkorn: {
    files: pick(vollkorn, (n) => n.endsWith('.ttf')),
    licence: '/usr/share/doc/fonts-vollkorn/copyright',
  },
  'noto-sans': {
    files: pick(noto, (n) =>
      /^NotoSans(|Arabic|Hebrew|Devanagari|Thai|Armenian|Georgian)-(Regular|Bold|Italic|BoldItalic)\.ttf$/.test(
        n,
      ),
    ),
    licence: '/usr/share/doc/fonts-noto-core/copyright',
  },
  geist: {
    files: pick(`${npm}/geist-1.9.2/package/dist/fonts/geist-sans`, (n) =>
      /^Geist-(Variable|Italic\[wght\])\.woff2$/.test(n),
    ),
    licence: `${npm}/geist-1.9.2/package/LICENSE.txt`,
  },
  'geist-mono': {
    files: pick(`${npm}/geist-1.9.2/package/dist/fonts/geist-mono`, (n) =>
      /^GeistMono-(Variable|Italic\[wght\])\.woff2$/.test(n),
    ),
    licence: `${npm}/geist-1.9.2/package/LICENSE.txt`,
  },
  'source-sans-3': {
    files: pick(`${npm}/source-sans-3.52.0/package/WOFF2/TTF`, (n) => n.endsWith('.woff2')),
    licence: `${npm}/source-sans-3.52.0/package/LICENSE.md`,
  },
  'source-code-pro': {
    files: pick(`${npm}/source-code-pro-2.42.0/package/WOFF2/TTF`, (n) =>
      /^SourceCodePro-.*\.woff2$/.test(n),
    ),
    licence: `${npm}/source-code-pro-2.42.0/package/LICENSE.md`,
  },
  'material-symbols': {
    files: [`${npm}/material-symbols-0.47.5/package/material-symbols-outlined.woff2`],
    licence: `${npm}/material-symbols-0.47.5/package/LICENSE`,
  },
  'bootstrap-icons': {
    files: [`${npm}/bootstrap-icons-1.13.2/package/font/fonts/bootstrap-icons.woff2`],
    licence: `${npm}/bootstrap-icons-1.13.2/package/LICENSE`,
  },
};

for (const [url, family] of Object.entries(families)) {
  const dir = join(out, url);
  mkdirSync(dir, { recursive: true });
  copyFileSync(family.licence, join(dir, 'LICENSE.txt'));
  for (const file of family.files) {
    const name = basename(file)
      .replace(/\.ttf\.woff2$/, '.woff2')
      .replace(/\[wght\]/, '-Variable');
    if (file.endsWith('.ttf')) {
      const woff2 = await compressWoff2(readFileSync(file));
      writeFileSync(join(dir, name.replace(/\.ttf$/, '.woff2')), woff2);
    } else {
      copyFileSync(file, join(dir, name));
    }
  }
  console.log(url, family.files.length);
}
