import {
  commonCodePoints,
  type Language,
  type LanguageExemplars,
  supportedLanguages,
} from '@foundry/domain/fonts/supported-languages';
import { languageTable } from './language-table.ts';

/**
 * The languages a family supports in the encoding shown: those whose exemplars every one of its styles
 * covers (the intersection, decided so: a language listed must work in any style a buyer picks).
 */
export function familySupportedLanguages(
  styles: readonly { codePoints: readonly number[] }[],
  table: readonly LanguageExemplars[] = languageTable(),
): Language[] {
  if (styles.length === 0) return [];
  return supportedLanguages(commonCodePoints(styles.map((style) => style.codePoints)), table);
}
