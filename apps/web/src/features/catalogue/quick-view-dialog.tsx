'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { fontFaceStyle } from '../../lib/fonts/font-face-style.ts';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { type ListedFamily, sampleStyleOf } from './family-card.tsx';
import { preloadFamilyFonts } from './preload-family-fonts.ts';
import { neighbourIndexes, QUICK_VIEW_CLOSED } from './quick-view-index.ts';

interface QuickViewDialogProps {
  families: readonly ListedFamily[];
  /** The family shown, an index into `families`; -1: closed. */
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

/** Keys typed into these belong to the control, not to previous/next. */
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The quick view of one listed family in the ui Dialog (modal: the page behind is inert, Tab stays
 * inside, Escape or a click outside closes, focus goes back to the control that opened it); arrow
 * keys and buttons step through the list. The neighbours' fonts are loaded meanwhile.
 */
export function QuickViewDialog({ families, index, onPrevious, onNext, onClose }: QuickViewDialogProps) {
  const { t } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS);
  const open = index !== QUICK_VIEW_CLOSED;
  const family = open ? families[index] : undefined;

  useEffect(() => {
    for (const neighbour of neighbourIndexes(index, families.length)) {
      const next = families[neighbour];
      if (next) preloadFamilyFonts(next);
    }
  }, [index, families]);

  // While the dialog is open every key goes to it (the page behind is inert).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (TYPING.has(target.tagName)) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onPrevious();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onNext();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onPrevious, onNext]);

  const sample = family ? sampleStyleOf(family) : undefined;
  return (
    <Dialog
      title={
        <span className="quick-view__title" style={sample ? fontFaceStyle(sample) : undefined}>
          {family?.title}
        </span>
      }
      className="quick-view"
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {family ? (
        <div className="quick-view__body" data-family={family.url}>
          <header className="quick-view__header">
            <p className="quick-view__position">
              {t('quickView.position', { position: index + 1, count: families.length })}
            </p>
            <Button variant="secondary" autoFocus onPress={onClose}>
              {t('quickView.close')}
            </Button>
          </header>
          <ul className="quick-view__styles">
            {family.styles.map((style) => (
              <li key={style.id} data-font-family={fontFaceFamilyName(style.id)} style={fontFaceStyle(style)}>
                {style.title}
              </li>
            ))}
          </ul>
          <footer className="quick-view__footer">
            <Button variant="secondary" onPress={onPrevious} isDisabled={index <= 0}>
              ← {t('quickView.previous')}
            </Button>
            <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{t('quickView.viewFamily')}</Link>
            <Button variant="secondary" onPress={onNext} isDisabled={index >= families.length - 1}>
              {t('quickView.next')} →
            </Button>
          </footer>
        </div>
      ) : null}
    </Dialog>
  );
}
