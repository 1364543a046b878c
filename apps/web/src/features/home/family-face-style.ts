import type { CSSProperties } from 'react';
import { fontFaceStyle } from '../../lib/fonts/font-face-style.ts';
import { type ListedFamily, sampleStyleOf } from '../catalogue/index.ts';

/**
 * The inline style that sets text in a family's sample face (its default style), falling back to the
 * UI font while it loads; none for an icon font, whose faces have no letters.
 */
export function familyFaceStyle(family: ListedFamily): CSSProperties | undefined {
  const style = family.isIconFamily ? undefined : sampleStyleOf(family);
  if (!style) return undefined;
  return fontFaceStyle(style);
}
