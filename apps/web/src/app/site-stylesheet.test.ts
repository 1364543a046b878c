import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The site's CSS is one stylesheet (site.css, imported by the root layout): a stylesheet imported from
// a component lands in a chunk of its own and costs every page that loads it a render-blocking request
// (docs/performance.md, "Session 16: the first paint and the stylesheets").

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SITE = join(SRC, 'app/site.css');
/** Sheets loaded only with their own page: the /dev/ui showcase's. */
const OWN_PAGE_SHEETS = ['app/dev/ui/ui-showcase.css'];
/** Modules that may import a stylesheet, and which: the root layout, the error screen that replaces it. */
const ALLOWED_IMPORTERS: Record<string, string> = {
  'app/layout.tsx': './site.css',
  'app/global-error.tsx': './site.css',
  'app/dev/ui/ui-showcase.tsx': './ui-showcase.css',
  // Adyen's own sheet, 145 KB, only where its Drop-in is drawn.
  'features/payments/adyen-drop-in.tsx': '@adyen/adyen-web/styles/adyen.css',
};

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => relative(SRC, join(entry.parentPath, entry.name)));
}

/** The sheets a sheet pulls in with `@import`, itself included, in order. */
function importedSheets(sheet: string): string[] {
  const text = readFileSync(join(SRC, sheet), 'utf8');
  const imports = [...text.matchAll(/^@import "([^"]+)";$/gm)].map((match) =>
    relative(SRC, resolve(dirname(join(SRC, sheet)), match[1] ?? '')),
  );
  return [sheet, ...imports.flatMap(importedSheets)];
}

describe('the site stylesheet', () => {
  it('takes every stylesheet of the site once', () => {
    const taken = importedSheets(relative(SRC, SITE));
    expect(new Set(taken).size).toBe(taken.length);
    const sheets = filesUnder(SRC, /\.css$/).filter((sheet) => !OWN_PAGE_SHEETS.includes(sheet));
    expect([...taken].sort()).toEqual([...sheets].sort());
  });

  it('is the only stylesheet a module imports, from the root layout', () => {
    const importers: Record<string, string> = {};
    for (const file of filesUnder(SRC, /\.(ts|tsx)$/)) {
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const match of text.matchAll(/^import '([^']+\.css)';$/gm)) importers[file] = match[1] ?? '';
    }
    expect(importers).toEqual(ALLOWED_IMPORTERS);
  });
});
