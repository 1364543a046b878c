'use client';

import { useTranslation } from 'react-i18next';
import { useCompareList } from './use-compare-list.ts';
import './compare-toggle.css';

interface CompareToggleProps {
  /** The font id the list stores: the family's URL slug. */
  fontId: string;
  title: string;
  className?: string;
}

/** 'Add to compare': pressed while the family is in the compare list; pressing again removes it. */
export function CompareToggle({ fontId, title, className }: CompareToggleProps) {
  const { t } = useTranslation();
  const { list, add, remove } = useCompareList();
  const inList = list.includes(fontId);
  return (
    <button
      type="button"
      className={`button compare-toggle${className ? ` ${className}` : ''}`}
      aria-pressed={inList}
      data-compare-font={fontId}
      onClick={() => (inList ? remove(fontId, title) : add(fontId, title))}
    >
      {/* One name for both states (a toggle's state is aria-pressed); the mark shows it to the eye. */}
      <span aria-hidden="true">{inList ? '✓ ' : '+ '}</span>
      {t('compare.add')}
    </button>
  );
}
