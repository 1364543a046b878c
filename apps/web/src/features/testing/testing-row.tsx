'use client';

import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { FONT_CATEGORIES_TEXTS } from '../../lib/i18n/areas/font-categories.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { SampledFamilyItem, type SampledFamilyProps } from './sampled-family-item.tsx';

/** One family's row: the shared text in the family's own font at the shared size. */
export function TestingRow({ onRemove, ...sample }: SampledFamilyProps) {
  const { t } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS, FONT_CATEGORIES_TEXTS);
  return (
    <SampledFamilyItem
      {...sample}
      block="testing-row"
      head={(title, state) => (
        <div className="testing-row__head">
          <h2 className="testing-row__title">{title}</h2>
          {/* Said only while it matters (loading, failed): a loaded font shows itself in the sample. */}
          {state === 'Loaded' ? null : (
            <span className="testing-row__state">
              {t('fontCategories.testing.fontState', { state: t(`tester.state.${state}`) })}
            </span>
          )}
          <button type="button" className="button" onClick={onRemove}>
            {t('fontCategories.testing.remove', { family: sample.family.title })}
          </button>
        </div>
      )}
    />
  );
}
