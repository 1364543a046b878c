'use client';

import { FamilyStylesheetLink } from '../../lib/fonts/family-stylesheet-link.tsx';
import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { TypeTester, testerFaces } from '../type-tester/index.ts';
import type { BlockOf } from './schema-block-data.ts';

/**
 * The family page's own type tester (axes on sliders, named instances, size, leading) with the
 * block's text, limited to the family's variable fonts when it has any.
 */
export function VariableFontTesterBlockView({ block }: { block: BlockOf<'VariableFontTesterBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  if (!block.family) return null;
  const family = block.family;
  const faces = testerFaces(
    family.variableFonts.length > 0 ? { styles: [], variableFonts: family.variableFonts } : family,
  );
  if (faces.length === 0) return null;
  return (
    <section
      className="page-block page-block--tester"
      aria-label={t('pageBlocks.tester', { family: family.title })}
    >
      <FamilyStylesheetLink family={family} />
      <TypeTester faces={faces} features={[]} direction="ltr" sampleText={block.text} />
    </section>
  );
}
