'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { ListedFamily } from '../catalogue/index.ts';
import { FamilySampleText, useSampleFace } from '../catalogue/index.ts';

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
  const face = useSampleFace(family);
  return (
    <li className="testing-row" data-family={family.url} data-font-state={face.state}>
      <div className="testing-row__head">
        <h2 className="testing-row__title">
          <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>
        </h2>
        <span className="testing-row__state">
          {t('fontCategories.testing.fontState', { state: t(`tester.state.${face.state}`) })}
        </span>
        <button type="button" className="button" onClick={onRemove}>
          {t('fontCategories.testing.remove', { family: family.title })}
        </button>
      </div>
      <FamilySampleText face={face} text={text} size={size} className="testing-row__text" />
    </li>
  );
}
