import { addTextAreas } from './add-text-areas.ts';
import type { TextArea } from './text-area.ts';
import { useTranslation } from './use-translation.ts';

/**
 * `useTranslation()` for a client component whose texts are in areas beyond the root's: the areas
 * are added to the page's translator before the component draws, during the server's render and the
 * browser's alike, so both render the same text. An area's texts are in the scripts of the
 * components that name it, not in every page.
 */
export function useTexts(...areas: TextArea[]) {
  const translation = useTranslation();
  addTextAreas(translation.i18n, areas);
  return translation;
}
