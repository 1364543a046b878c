import { useContext } from 'react';
import type { Translator } from './translator.ts';
import { TranslatorContext } from './translator-context.ts';

/** The page's `t` and translator (`i18n`: `language`, `exists`, `t`): the root's texts and the areas added so far. */
export function useTranslation(): { t: Translator['plainT']; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs an I18nProvider above it (app/app-providers.tsx).');
  return { t: translator.plainT, i18n: translator };
}
