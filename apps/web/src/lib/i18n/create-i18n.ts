import i18next, { type i18n } from 'i18next';
import { COMMON_EN } from './locales/en/common.ts';

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

export const I18N_RESOURCES = { en: { common: COMMON_EN } } as const;

/**
 * A fresh, synchronously initialised i18next instance (resources are bundled, so nothing loads).
 * Each browser tree owns one; the server shares one (see serverT) because en is the only language.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [DEFAULT_LANGUAGE],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: I18N_RESOURCES,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
  return instance;
}
