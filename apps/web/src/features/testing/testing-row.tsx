'use client';

import { useTranslation } from 'react-i18next';
import { SampledFamilyItem, type SampledFamilyProps } from './sampled-family-item.tsx';

/** One family's row: the shared text in the family's own font at the shared size. */
export function TestingRow({ onRemove, ...sample }: SampledFamilyProps) {
  const { t } = useTranslation();
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
