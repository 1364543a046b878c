'use client';

import { COMPARE_LIST_MAX } from '@foundry/domain';
import { useState } from 'react';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button, Select } from '../../ui/index.ts';
import type { CompareCandidate } from './load-compare-candidates.ts';

interface CompareAddFontProps {
  /** The families not on the page yet. */
  candidates: readonly CompareCandidate[];
  onAdd: (url: string) => void;
}

/** "Add a font": choose a family of the catalogue and put it beside the others (while there is room). */
export function CompareAddFont({ candidates, onAdd }: CompareAddFontProps) {
  const { t } = useTexts(BROWSE_TEXTS);
  const [chosen, setChosen] = useState<string | null>(null);
  const family = candidates.find((candidate) => candidate.url === chosen) ?? candidates[0];
  if (!family) return null;
  return (
    <li className="compare-add">
      <form
        className="compare-add__form"
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(family.url);
        }}
      >
        <Select
          label={t('browse.compare.addFont')}
          description={t('browse.compare.addFontHint', { max: COMPARE_LIST_MAX })}
          options={candidates.map((candidate) => ({ id: candidate.url, label: candidate.title }))}
          value={family.url}
          onChange={setChosen}
        />
        <Button type="submit" variant="secondary">
          {t('browse.compare.addButton', { family: family.title })}
        </Button>
      </form>
    </li>
  );
}
