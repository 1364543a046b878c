import { ROOT_TEXTS } from './root-texts.ts';
import { createTranslator, type Translator } from './translator.ts';

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

/**
 * A page's translator (resources are bundled, so nothing loads). Each browser tree owns one with the
 * root's texts, to which components add their areas (useTexts); the server shares one with every
 * text (see serverT) because en is the only language.
 */
export function createI18n(texts: object = ROOT_TEXTS): Translator {
  return createTranslator(texts, {
    language: DEFAULT_LANGUAGE,
    namespace: DEFAULT_NAMESPACE,
    // Outside production a text the translator lacks (an area no component added) is reported: an
    // error in tests, so a component test fails instead of showing the key; production leaves it out.
    onMissing:
      process.env.NODE_ENV === 'production'
        ? undefined
        : (key) => {
            const message = `No text "${key}" on this page: add its area with useTexts (lib/i18n/use-texts.ts).`;
            if (process.env.NODE_ENV === 'test') throw new Error(message);
            console.error(message);
          },
  });
}
