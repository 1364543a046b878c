import type { COMMON_EN } from './locales/en/common.ts';

type CommonTexts = typeof COMMON_EN;

/**
 * Client texts that not every page needs: a part of the `common` namespace (its own top-level keys),
 * added to the browser's instance by the components that use it (useTexts), so a page's scripts
 * carry only the areas of the components it draws. The server always has every area.
 */
export interface TextArea {
  readonly name: string;
  readonly texts: Partial<CommonTexts>;
}

export function defineTextArea(name: string, texts: Partial<CommonTexts>): TextArea {
  return { name, texts };
}
