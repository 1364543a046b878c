import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE } from './create-i18n.ts';
import type { TextArea } from './text-area.ts';

const added = new WeakMap<i18n, Set<string>>();

/** Adds each area's texts to the instance's `common` namespace once (later calls cost a set lookup). */
export function addTextAreas(instance: i18n, areas: readonly TextArea[]): void {
  let names = added.get(instance);
  if (!names) {
    names = new Set();
    added.set(instance, names);
  }
  for (const area of areas) {
    if (names.has(area.name)) continue;
    instance.addResourceBundle(DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, area.texts, true, false);
    names.add(area.name);
  }
}
