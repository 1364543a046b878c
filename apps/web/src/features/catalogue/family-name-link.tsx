import Link from 'next/link';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { fontFaceStyle } from '../../lib/fonts/font-face-style.ts';
import { type ListedFamily, sampleStyleOf } from './family-card.tsx';

/**
 * A family's name set in its own default style, linking to its page: a small mention of a family
 * (a story's fonts, a family's suite). An icon font's name is set in the interface font.
 * The page links the family's stylesheet (FamilyFontFaces).
 */
export function FamilyNameLink({ family, className }: { family: ListedFamily; className?: string }) {
  const face = family.isIconFamily ? undefined : sampleStyleOf(family);
  return (
    <Link
      href={`/fonts/${encodeURIComponent(family.url)}`}
      className={className}
      data-font-family={face ? fontFaceFamilyName(face.id) : undefined}
      style={face ? fontFaceStyle(face) : undefined}
    >
      {family.title}
    </Link>
  );
}
