import i18next, { type i18n } from 'i18next';
import { ROOT_TEXTS } from './root-texts.ts';

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

/**
 * A fresh, synchronously initialised i18next instance (resources are bundled, so nothing loads).
 * Each browser tree owns one with the root's texts, to which components add their areas (useTexts);
 * the server shares one with every text (see serverT) because en is the only language.
 */
export function createI18n(texts: object = ROOT_TEXTS): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // A copy: adding an area extends the namespace's object, which must not be the shared one.
    resources: { [DEFAULT_LANGUAGE]: { [DEFAULT_NAMESPACE]: { ...texts } } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // Outside production a text the instance lacks (an area no component added) is reported: an
    // error in tests, so a component test fails instead of showing the key; production leaves it out.
    saveMissing: process.env.NODE_ENV !== 'production',
    missingKeyHandler: (_languages, _namespace, key, _fallback, _update, options) => {
      if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
      const message = `No text "${key}" on this page: add its area with useTexts (lib/i18n/use-texts.ts).`;
      if (process.env.NODE_ENV === 'test') throw new Error(message);
      console.error(message);
    },
  });
  return instance;
}
