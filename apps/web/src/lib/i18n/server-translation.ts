import type { TFunction } from 'i18next';
import { createI18n } from './create-i18n.ts';
import { COMMON_EN } from './locales/en/common.ts';

let instance: ReturnType<typeof createI18n> | undefined;

/**
 * The `t` of server components, with every text (server code is not sent to the browser). One
 * language only (en), so one shared instance is safe here.
 */
export function serverT(): TFunction {
  instance ??= createI18n(COMMON_EN);
  return instance.t;
}
