'use client';

import { ToggleButton } from 'react-aria-components';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import type { OfferedFeature } from './offered-features.ts';

interface TesterFeaturesProps {
  features: readonly OfferedFeature[];
  enabled: ReadonlySet<string>;
  onToggle: (tag: string) => void;
}

/** A toggle button per feature a buyer can switch, named as the font names it; aria-pressed says its state. */
export function TesterFeatures({ features, enabled, onToggle }: TesterFeaturesProps) {
  const { t } = useTexts(CATALOGUE_TEXTS);
  if (features.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div className="type-tester__features" role="group" aria-label={t('tester.features')}>
      <p className="type-tester__label" aria-hidden="true">
        {t('tester.features')}
      </p>
      <div className="type-tester__feature-list">
        {features.map((feature) => (
          <ToggleButton
            key={feature.tag}
            className="type-tester__feature"
            data-feature={feature.tag}
            isSelected={enabled.has(feature.tag)}
            onChange={() => onToggle(feature.tag)}
          >
            {feature.name}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
