'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { type ListedFamily, sampleStyleOf } from '../catalogue/family-card.tsx';
import { fontFaceFamilyName } from '../catalogue/font-face-css.ts';
import { useFontLoading } from '../type-tester/use-font-loading.ts';

/** One family's row: the shared text in the family's own font at the shared size. */
export function TestingRow({
  family,
  text,
  size,
  onRemove,
}: {
  family: ListedFamily;
  text: string;
  size: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const sample = sampleStyleOf(family);
  const cssFamily = sample ? fontFaceFamilyName(sample.id) : '';
  const loading = useFontLoading(cssFamily, sample?.weight ?? 400, sample?.italic ?? false);
  return (
    <li className="testing-row" data-family={family.url} data-font-state={loading.state}>
      <div className="testing-row__head">
        <h2 className="testing-row__title">
          <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>
        </h2>
        <span className="testing-row__state">
          {t('fontCategories.testing.fontState', { state: t(`tester.state.${loading.state}`) })}
        </span>
        <button type="button" className="button" onClick={onRemove}>
          {t('fontCategories.testing.remove', { family: family.title })}
        </button>
      </div>
      <p
        className="testing-row__text"
        data-font-family={cssFamily}
        style={{
          fontFamily: `"${cssFamily}", var(--font-ui)`,
          fontWeight: sample?.weight,
          fontStyle: sample?.italic ? 'italic' : 'normal',
          fontSize: `${size}px`,
        }}
      >
        {text}
      </p>
    </li>
  );
}
