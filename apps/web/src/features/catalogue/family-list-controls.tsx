'use client';

import { ToggleButton } from 'react-aria-components';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Slider, TextField, ToggleGroup } from '../../ui/index.ts';
import { ALL, type FamilyFilter } from './family-filters.ts';

export const SAMPLE_SIZE = { min: 24, max: 160, initial: 72 } as const;

interface FamilyListControlsProps {
  text: string;
  onTextChange: (text: string) => void;
  size: number;
  onSizeChange: (size: number) => void;
  filter: FamilyFilter;
  onFilterChange: (filter: FamilyFilter) => void;
  facets: { categories: string[]; scripts: string[]; anyVariable: boolean };
  /** How many families the filters let through, announced as it changes. */
  shown: number;
}

/** /fonts' controls: one sample text and size for every card, and the filters as toggle buttons. */
export function FamilyListControls(props: FamilyListControlsProps) {
  const { t } = useTexts(BROWSE_TEXTS);
  const { filter, onFilterChange, facets } = props;
  const categoryLabel = (category: string) =>
    t(`browse.fonts.categories.${category}`, { defaultValue: category.replace(/-/g, ' ') });
  return (
    <section className="family-controls" aria-label={t('browse.fonts.filters')}>
      <div className="family-controls__sample">
        <TextField
          label={t('browse.fonts.sampleText')}
          placeholder={t('browse.fonts.samplePlaceholder')}
          value={props.text}
          onChange={props.onTextChange}
          className="family-controls__text"
        />
        <Slider
          label={t('browse.fonts.size')}
          minValue={SAMPLE_SIZE.min}
          maxValue={SAMPLE_SIZE.max}
          value={props.size}
          onChange={(value) => props.onSizeChange(value)}
        />
      </div>
      <div className="family-controls__filters">
        <div className="family-controls__facet">
          <span className="family-controls__label" aria-hidden="true">
            {t('browse.fonts.category')}
          </span>
          <ToggleGroup
            label={t('browse.fonts.category')}
            options={[
              { id: ALL, label: t('browse.fonts.all') },
              ...facets.categories.map((category) => ({ id: category, label: categoryLabel(category) })),
            ]}
            value={filter.category}
            onChange={(category) => onFilterChange({ ...filter, category })}
          />
        </div>
        {facets.scripts.length > 1 ? (
          <div className="family-controls__facet">
            <span className="family-controls__label" aria-hidden="true">
              {t('browse.fonts.script')}
            </span>
            <ToggleGroup
              label={t('browse.fonts.script')}
              options={[
                { id: ALL, label: t('browse.fonts.all') },
                ...facets.scripts.map((script) => ({ id: script, label: script })),
              ]}
              value={filter.script}
              onChange={(script) => onFilterChange({ ...filter, script })}
            />
          </div>
        ) : null}
        {facets.anyVariable ? (
          <div className="family-controls__facet">
            <span className="family-controls__label" aria-hidden="true">
              {t('browse.fonts.format')}
            </span>
            <div className="ui-toggle-group">
              <ToggleButton
                className="ui-toggle-group__button"
                isSelected={filter.variableOnly}
                onChange={(variableOnly) => onFilterChange({ ...filter, variableOnly })}
              >
                {t('browse.fonts.variableOnly')}
              </ToggleButton>
            </div>
          </div>
        ) : null}
        <p className="family-controls__count" role="status">
          {t('browse.fonts.shown', { count: props.shown })}
        </p>
      </div>
    </section>
  );
}
