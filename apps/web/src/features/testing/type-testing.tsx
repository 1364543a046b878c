'use client';

import { useEffect, useRef, useState } from 'react';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { FONT_CATEGORIES_TEXTS } from '../../lib/i18n/areas/font-categories.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Slider, TextField } from '../../ui/index.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { FamilyFontFaces } from '../catalogue/index.ts';
import { FamilyPicker } from './family-picker.tsx';
import { TestingRow } from './testing-row.tsx';
import {
  clampSize,
  TESTING_MAX_FAMILIES,
  TESTING_MAX_SIZE,
  TESTING_MAX_TEXT,
  TESTING_MIN_SIZE,
  type TestingState,
  testingHref,
} from './testing-state.ts';

interface TypeTestingProps {
  /** Every family that can be picked. */
  families: readonly ListedFamily[];
  /** The state the address asked for (already checked against the families). */
  initial: TestingState;
}

/**
 * The type-testing tool: up to four families, one shared text and size, each row in its own font.
 * Every change is written to the address (history.replaceState: no navigation, no server round trip),
 * so the address can be copied and shared at any moment.
 */
export function TypeTesting({ families, initial }: TypeTestingProps) {
  const { t } = useTexts(CATALOGUE_TEXTS, FONT_CATEGORIES_TEXTS);
  const [state, setState] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const byUrl = new Map(families.map((family) => [family.url, family]));
  const chosen = state.families.flatMap((url) => byUrl.get(url) ?? []);
  const text = state.text ?? t('fonts.sample');
  const full = chosen.length >= TESTING_MAX_FAMILIES;

  const firstRender = useRef(true);
  useEffect(() => {
    // The first state is the address itself.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', testingHref(state));
  }, [state]);

  function add(family: ListedFamily) {
    setState((previous) =>
      previous.families.includes(family.url) || previous.families.length >= TESTING_MAX_FAMILIES
        ? previous
        : { ...previous, families: [...previous.families, family.url] },
    );
    setAnnouncement(t('fontCategories.testing.added', { family: family.title }));
  }

  function remove(family: ListedFamily) {
    setState((previous) => ({
      ...previous,
      families: previous.families.filter((url) => url !== family.url),
    }));
    setAnnouncement(t('fontCategories.testing.removed', { family: family.title }));
  }

  return (
    <div className="type-testing">
      {/* One rule block per family: adding a row leaves the faces already loading untouched. */}
      {chosen.map((family) => (
        <FamilyFontFaces key={family.id} families={[family]} />
      ))}
      <div className="type-testing__controls">
        <FamilyPicker families={families} chosen={state.families} disabled={full} onPick={add} />
        {full ? (
          <p className="type-testing__full">
            {t('fontCategories.testing.full', { max: TESTING_MAX_FAMILIES })}
          </p>
        ) : null}
        <TextField
          label={t('fontCategories.testing.text')}
          rows={2}
          maxLength={TESTING_MAX_TEXT}
          value={text}
          onChange={(value) => setState((previous) => ({ ...previous, text: value }))}
        />
        <Slider
          label={t('fontCategories.testing.size')}
          minValue={TESTING_MIN_SIZE}
          maxValue={TESTING_MAX_SIZE}
          step={1}
          value={state.size}
          onChange={(value) => {
            const size = clampSize(value);
            setState((previous) => ({ ...previous, size }));
          }}
        />
      </div>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {chosen.length === 0 ? (
        <p className="type-testing__empty">{t('fontCategories.testing.empty')}</p>
      ) : (
        <ul className="type-testing__rows" aria-label={t('fontCategories.testing.rows')}>
          {chosen.map((family) => (
            <TestingRow
              key={family.id}
              family={family}
              text={text}
              size={state.size}
              onRemove={() => remove(family)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
