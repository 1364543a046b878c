'use client';

import Link from 'next/link';
import { useState } from 'react';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { useFontLoading } from '../../lib/fonts/use-font-loading.ts';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button, Select } from '../../ui/index.ts';
import { FamilySampleText, type ListedFamily } from '../catalogue/index.ts';
import { WATERFALL_SIZES_PX } from './compare-settings.ts';

interface CompareColumnProps {
  family: ListedFamily;
  text: string;
  size: number;
  waterfall: boolean;
  onRemove: () => void;
}

/** The style a column opens in: the family's default style, else its first. */
function initialStyleId(family: ListedFamily): string {
  return (family.styles.find((style) => style.id === family.defaultStyle?.id) ?? family.styles[0])?.id ?? '';
}

/**
 * One family's column: its name, a choice of its styles, and the shared text set in the chosen
 * style, at the shared size or as a waterfall of sizes; and how to take it off the page.
 */
export function CompareColumn({ family, text, size, waterfall, onRemove }: CompareColumnProps) {
  const { t } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS);
  const [styleId, setStyleId] = useState(() => initialStyleId(family));
  const style = family.styles.find((candidate) => candidate.id === styleId) ?? family.styles[0];
  const cssFamily = style ? fontFaceFamilyName(style.id) : '';
  const weight = style?.weight ?? 400;
  const italic = style?.italic ?? false;
  const loading = useFontLoading(cssFamily, weight, italic);
  const face = { cssFamily, weight, italic, state: loading.state };

  return (
    <li className="compare-column" data-family={family.url} data-font-state={face.state}>
      <div className="compare-column__head">
        <h2>
          <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>
        </h2>
        <Button variant="quiet" className="compare-column__remove" onPress={onRemove}>
          {t('compare.removeFamily', { family: family.title })}
        </Button>
      </div>
      {family.styles.length > 1 ? (
        <Select
          label={t('browse.compare.style', { family: family.title })}
          options={family.styles.map((option) => ({ id: option.id, label: option.title }))}
          value={style?.id ?? null}
          onChange={setStyleId}
        />
      ) : null}
      {waterfall ? (
        <div className="compare-column__waterfall">
          {WATERFALL_SIZES_PX.map((lineSize) => (
            <div key={lineSize} className="compare-column__line">
              <span className="compare-column__size" aria-hidden="true">
                {lineSize}
              </span>
              <FamilySampleText
                face={face}
                text={text}
                size={lineSize}
                className="compare-column__waterfall-text"
              />
            </div>
          ))}
        </div>
      ) : (
        <FamilySampleText face={face} text={text} size={size} className="compare-column__text" />
      )}
    </li>
  );
}
