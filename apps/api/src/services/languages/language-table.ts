import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LanguageExemplars } from '@foundry/domain/fonts/supported-languages';
import { parseUnicodeSet, requiredCodePoints } from '@foundry/domain/fonts/unicode-set';

/**
 * A CLDR locale that names a language (optionally with its script), not a regional variant: `de`,
 * `sr-Latn`, but not `de-AT` or `es-419`. 'root' and 'und' name none.
 */
export function isLanguageLocale(locale: string): boolean {
  if (locale === 'root' || locale === 'und') return false;
  const [language, ...rest] = locale.split('-');
  if (!language || !/^[a-z]{2,3}$/.test(language)) return false;
  return rest.every((subtag) => /^[A-Z][a-z]{3}$/.test(subtag));
}

function cldrMainDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cldr-misc-full/package.json')), 'main');
}

/**
 * The table of languages with the code points of their main exemplar set, read from cldr-misc-full
 * (every language locale; names in English from ICU). Sorted by name. Sets CLDR writes in a syntax
 * we don't read are left out rather than guessed.
 */
export function readLanguageTable(mainDir = cldrMainDir()): LanguageExemplars[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  const table: LanguageExemplars[] = [];
  for (const locale of readdirSync(mainDir)) {
    if (!isLanguageLocale(locale)) continue;
    const json = JSON.parse(readFileSync(join(mainDir, locale, 'characters.json'), 'utf8')) as {
      main: Record<string, { characters?: { exemplarCharacters?: string } }>;
    };
    const exemplars = json.main[locale]?.characters?.exemplarCharacters;
    if (!exemplars) continue;
    let codePoints: number[];
    try {
      codePoints = requiredCodePoints(parseUnicodeSet(exemplars));
    } catch {
      continue;
    }
    if (codePoints.length === 0) continue;
    table.push({ code: locale, name: names.of(locale) ?? locale, codePoints });
  }
  return table.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code));
}

let loaded: LanguageExemplars[] | null = null;

/** The language table, read once per process on first use (a few hundred small files). */
export function languageTable(): LanguageExemplars[] {
  loaded ??= readLanguageTable();
  return loaded;
}
