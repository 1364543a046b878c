import type { TFunction } from 'i18next';
import { createI18n } from './create-i18n.ts';

let instance: ReturnType<typeof createI18n> | undefined;

/** The `t` of server components. One language only (en), so one shared instance is safe here. */
export function serverT(): TFunction {
  instance ??= createI18n();
  return instance.t;
}
