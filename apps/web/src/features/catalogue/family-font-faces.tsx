import { FamilyStylesheetLink } from '../../lib/fonts/family-stylesheet-link.tsx';
import type { ListedFamily } from './family-card.tsx';

/**
 * The @font-face stylesheets of the listed families, one cacheable file per family (each style
 * under its own family name, one rule per Unicode subset), linked rather than inlined, so a long
 * list stays small and a second page reuses the files.
 */
export function FamilyFontFaces({ families }: { families: readonly ListedFamily[] }) {
  return (
    <>
      {families.map((family) => (
        <FamilyStylesheetLink key={family.id} family={family} />
      ))}
    </>
  );
}
