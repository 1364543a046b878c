import { createI18n } from './create-i18n.ts';
import { COMMON_EN } from './locales/en/common.ts';
import type { Translator } from './translator.ts';

let instance: Translator | undefined;

/**
 * The `t` of server components, with every text (server code is not sent to the browser). One
 * language only (en), so one shared translator is safe here.
 */
export function serverT(): Translator['plainT'] {
  instance ??= createI18n(COMMON_EN);
  return instance.plainT;
}
