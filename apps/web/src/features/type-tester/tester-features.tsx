'use client';

import { useTranslation } from 'react-i18next';

interface TesterFeaturesProps {
  features: readonly string[];
  enabled: ReadonlySet<string>;
  onToggle: (tag: string) => void;
}

/** A toggle button per OpenType feature of the family. */
export function TesterFeatures({ features, enabled, onToggle }: TesterFeaturesProps) {
  const { t } = useTranslation();
  if (features.length === 0) return null;
  return (
    <fieldset className="type-tester__features">
      <legend>{t('tester.features')}</legend>
      {features.map((tag) => (
        <button
          key={tag}
          type="button"
          className="button"
          data-feature={tag}
          aria-pressed={enabled.has(tag)}
          onClick={() => onToggle(tag)}
        >
          {tag}
        </button>
      ))}
    </fieldset>
  );
}
