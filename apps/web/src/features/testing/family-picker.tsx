'use client';

import { useState } from 'react';
import { FONT_CATEGORIES_TEXTS } from '../../lib/i18n/areas/font-categories.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { ComboBox } from '../../ui/index.ts';
import type { ListedFamily } from '../catalogue/index.ts';

interface FamilyPickerProps {
  families: readonly ListedFamily[];
  /** The addresses (url) of the families already in the tool: not offered again. */
  chosen: readonly string[];
  disabled: boolean;
  onPick: (family: ListedFamily) => void;
}

/**
 * Adds a family to the tool: a ui ComboBox of the families not chosen yet. Typing filters them, the
 * arrow keys move through them, Enter or a click adds one and empties the field for the next.
 */
export function FamilyPicker({ families, chosen, disabled, onPick }: FamilyPickerProps) {
  const { t } = useTexts(FONT_CATEGORIES_TEXTS);
  const [query, setQuery] = useState('');
  const offered = families.filter((family) => !chosen.includes(family.url));
  return (
    <ComboBox
      className="family-picker"
      label={t('fontCategories.testing.search')}
      description={t('fontCategories.testing.searchHint')}
      options={offered.map((family) => ({ id: family.url, label: family.title }))}
      emptyText={t('fontCategories.testing.noMatch', { query: query.trim() })}
      // The whole list opens with the field, as a menu of what can be added.
      menuTrigger="focus"
      isDisabled={disabled}
      inputValue={query}
      onInputChange={setQuery}
      onSelectionChange={(url) => {
        const family = offered.find((candidate) => candidate.url === url);
        if (!family) return;
        onPick(family);
        setQuery('');
      }}
    />
  );
}
