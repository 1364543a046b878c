'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/index.ts';
import { useCompareList } from './use-compare-list.ts';

interface CompareToggleProps {
  /** The font id the list stores: the family's URL slug. */
  fontId: string;
  title: string;
  className?: string;
}

/**
 * "Add to compare"; once added it reads "In compare" (a link to the compare page) beside a button
 * that removes the family again. Focus follows the visitor's action to the control that replaced
 * the one pressed, so the keyboard never falls back to the page's start.
 */
export function CompareToggle({ fontId, title, className }: CompareToggleProps) {
  const { t } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS);
  const { list, add, remove } = useCompareList();
  const inList = list.includes(fontId);
  const root = useRef<HTMLSpanElement>(null);
  const moveFocus = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the state changes, to follow it
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector('button')?.focus();
  }, [inList]);

  return (
    <span
      ref={root}
      className={`compare-toggle${className ? ` ${className}` : ''}`}
      data-compare-font={fontId}
    >
      {inList ? (
        <>
          <Link href="/fonts/compare" className="compare-toggle__in">
            <span aria-hidden="true">✓ </span>
            {t('browse.compare.inCompare')}
          </Link>
          <Button
            variant="quiet"
            className="compare-toggle__remove"
            aria-label={t('browse.compare.removeFromCompare', { family: title })}
            onPress={() => {
              moveFocus.current = true;
              remove(fontId, title);
            }}
          >
            {t('browse.compare.removeShort')}
          </Button>
        </>
      ) : (
        <Button
          variant="quiet"
          className="compare-toggle__add"
          onPress={() => {
            moveFocus.current = add(fontId, title);
          }}
        >
          <span aria-hidden="true">+ </span>
          {t('compare.add')}
        </Button>
      )}
    </span>
  );
}
