import { createContext } from 'react';
import type { Translator } from './translator.ts';

/** The page's translator, given by I18nProvider and read by useTranslation and useTexts. */
export const TranslatorContext = createContext<Translator | null>(null);
