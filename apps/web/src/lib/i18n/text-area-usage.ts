import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Read by text-areas.test.ts only (node's fs): which text areas each client component needs.

export interface SourceFile {
  /** Path relative to the source root, e.g. `features/shop/product-list.tsx`. */
  path: string;
  text: string;
}

export interface AreaNeeds {
  path: string;
  /** Areas whose keys the file or the helpers it calls with its `t` use. */
  needs: string[];
  /** Areas the file adds with useTexts (the names of their constants, e.g. CHECKOUT_TEXTS). */
  adds: string[];
}

const HOOK = /\buse(?:Translation|Texts)\(/;

/** Every source of the web app but tests, declarations and the i18n module itself. */
export function readSources(sourceRoot: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
        files.push({ path: relative(sourceRoot, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(sourceRoot);
  return files.filter((file) => !file.path.startsWith('lib/i18n/'));
}

/** Where a top-level key of `common` lives: the name of its area (null: the root's), and whether it holds texts under it. */
export type KeyInfo = ReadonlyMap<string, { area: string | null; nested: boolean }>;

/**
 * The areas of the keys a source names: the start of every string or template literal that is a
 * key path (`'checkout.title'`, `` `fonts.${name}` ``) or a flat key (`'field_required'`).
 */
export function areasNamedIn(text: string, keys: KeyInfo): Set<string> {
  const areas = new Set<string>();
  for (const [, key = '', next] of text.matchAll(/['"`]([A-Za-z_]\w*)(\.|['"`])/g)) {
    const info = keys.get(key);
    if (info?.area && info.nested === (next === '.')) areas.add(info.area);
  }
  return areas;
}

function importsOf(file: SourceFile, byPath: Map<string, SourceFile>): string[] {
  const targets: string[] = [];
  const pattern =
    /(?:import|export)\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const match of file.text.matchAll(pattern)) {
    if (match[1]) continue; // type-only: nothing runs
    const specifier = match[3] ?? match[4] ?? '';
    const target = join(dirname(file.path), specifier);
    const module = byPath.get(target);
    if (!module) continue;
    if (/(^|\/)index\.ts$/.test(target) && match[2]) {
      targets.push(...throughIndex(module, match[2], byPath));
    } else targets.push(target);
  }
  return targets;
}

/** The modules an import of `names` from a feature's index file reaches (not the whole index). */
function throughIndex(index: SourceFile, clause: string, byPath: Map<string, SourceFile>): string[] {
  const names = [...clause.matchAll(/(?:^|[{,])\s*(?:type\s+)?(\w+)/g)].map((match) => match[1]);
  const targets: string[] = [];
  for (const match of index.text.matchAll(/export\s+(type\s+)?(\{[^}]*\}|\*)\s+from\s+['"](\.[^'"]+)['"]/g)) {
    if (match[1]) continue;
    const exported = match[2] === '*' ? null : [...(match[2] ?? '').matchAll(/(?:as\s+)?(\w+)\s*(?=,|\})/g)];
    const exportedNames = exported?.map((name) => name[1]) ?? null;
    if (exportedNames && !names.some((name) => exportedNames.includes(name))) continue;
    const target = join(dirname(index.path), match[3] ?? '');
    if (byPath.has(target)) targets.push(target);
  }
  return targets;
}

/**
 * For every component that takes its `t` from a hook (useTranslation or useTexts): the areas its
 * own keys and those of the modules it imports without a hook of their own (helpers and child
 * components given its `t`) belong to, and the areas it adds. Keys of the root need no area.
 */
export function areaNeeds(sources: SourceFile[], keys: KeyInfo): AreaNeeds[] {
  const byPath = new Map(sources.map((file) => [file.path, file]));
  const ownAreas = new Map(sources.map((file) => [file.path, areasNamedIn(file.text, keys)]));
  const results: AreaNeeds[] = [];
  for (const file of sources) {
    if (!HOOK.test(file.text)) continue;
    const needs = new Set(ownAreas.get(file.path));
    const seen = new Set([file.path]);
    const queue = importsOf(file, byPath);
    while (queue.length > 0) {
      const next = queue.pop() ?? '';
      if (seen.has(next)) continue;
      seen.add(next);
      const module = byPath.get(next);
      if (!module || HOOK.test(module.text)) continue; // a component with its own hook adds its own
      for (const area of ownAreas.get(next) ?? []) needs.add(area);
      queue.push(...importsOf(module, byPath));
    }
    const adds = [...file.text.matchAll(/\buseTexts\(([^)]*)\)/g)].flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    results.push({ path: file.path, needs: [...needs].sort(), adds: [...new Set(adds)].sort() });
  }
  return results;
}

export const sourceRootOf = (here: string) => resolve(here, '../..');
