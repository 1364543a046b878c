'use client';

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedFamily } from '../catalogue/index.ts';
import { matchingFamilies } from './testing-state.ts';

interface FamilyPickerProps {
  families: readonly ListedFamily[];
  chosen: readonly string[];
  disabled: boolean;
  onPick: (family: ListedFamily) => void;
}

/**
 * A combobox (ARIA 1.2 pattern): type to filter the families, arrow keys move through the list,
 * Enter adds the highlighted one, Escape closes the list. A click adds too.
 */
export function FamilyPicker({ families, chosen, disabled, onPick }: FamilyPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = matchingFamilies(families, query, chosen);
  const expanded = open && !disabled && options.length > 0;
  const activeOption = expanded ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (family: ListedFamily) => `${id}-option-${family.id}`;

  function pick(family: ListedFamily) {
    onPick(family);
    setQuery('');
    setActive(0);
    setOpen(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length === 0 ? 0 : (index + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      if (activeOption) {
        event.preventDefault();
        pick(activeOption);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="family-picker">
      <label htmlFor={`${id}-input`}>{t('fontCategories.testing.search')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="family-picker__hint">
        {t('fontCategories.testing.searchHint')}
      </p>
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('fontCategories.testing.search')}
        className="family-picker__options"
        hidden={!expanded}
      >
        {expanded
          ? options.map((family) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
              <div
                key={family.id}
                id={optionId(family)}
                role="option"
                tabIndex={-1}
                aria-selected={family === activeOption}
                // Keeps the focus in the input, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(family)}
              >
                {family.title}
              </div>
            ))
          : null}
      </div>
      {open && !disabled && query.trim() !== '' && options.length === 0 ? (
        <p className="family-picker__none">{t('fontCategories.testing.noMatch', { query: query.trim() })}</p>
      ) : null}
    </div>
  );
}
