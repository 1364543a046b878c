import { FamilyStylesheetLink } from '../../lib/fonts/family-stylesheet-link.tsx';
import type { PageFamily } from './family-page-data.ts';

/**
 * The family's @font-face stylesheet: every static style and every variable font, one rule per
 * Unicode subset (a page in Latin loads only the Latin files), in the encoding the page shows.
 */
export function FamilyFontFaces({ family }: { family: PageFamily }) {
  return <FamilyStylesheetLink family={family} />;
}
