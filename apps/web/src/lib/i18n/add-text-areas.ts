import type { TextArea } from './text-area.ts';
import type { Translator } from './translator.ts';

const added = new WeakMap<Translator, Set<string>>();

/** Adds each area's texts to the translator once (later calls cost a set lookup). */
export function addTextAreas(translator: Translator, areas: readonly TextArea[]): void {
  let names = added.get(translator);
  if (!names) {
    names = new Set();
    added.set(translator, names);
  }
  for (const area of areas) {
    if (names.has(area.name)) continue;
    translator.addTexts(area.texts);
    names.add(area.name);
  }
}
