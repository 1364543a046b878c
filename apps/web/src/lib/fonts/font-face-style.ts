import type { CSSProperties } from 'react';
import { fontFaceFamilyName } from './font-face-css.ts';

/** A style of a family as far as setting text in it goes. */
export interface FaceOfStyle {
  id: string;
  weight: number;
  italic: boolean;
}

/**
 * The inline style that sets text in one style's face, falling back to the UI font while it loads;
 * weight and italic match the face exactly, so the browser never synthesises bold or slanted letters.
 */
export function fontFaceStyle(face: FaceOfStyle): CSSProperties {
  return {
    fontFamily: `"${fontFaceFamilyName(face.id)}", var(--font-ui)`,
    fontWeight: face.weight,
    fontStyle: face.italic ? 'italic' : 'normal',
  };
}
