'use client';

import Link from 'next/link';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import { type ListedFamily, sampleStyleOf } from './family-card.tsx';
import { preloadFamilyFonts } from './preload-family-fonts.ts';
import { neighbourIndexes, QUICK_VIEW_CLOSED } from './quick-view-index.ts';
import './quick-view.css';

interface QuickViewDialogProps {
  families: readonly ListedFamily[];
  /** The family shown, an index into `families`; -1: closed. */
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** Keys typed into these belong to the control, not to previous/next. */
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function faceStyle(style: { id: string; weight: number; italic: boolean }) {
  return {
    fontFamily: `"${fontFaceFamilyName(style.id)}", var(--font-ui)`,
    fontWeight: style.weight,
    fontStyle: style.italic ? 'italic' : 'normal',
  } as const;
}

/**
 * The quick view of one listed family as a modal dialog: the rest of the page is inert, Tab stays
 * inside, Escape closes, arrow keys and buttons step through the list, and focus goes back to the
 * control that opened it. The neighbours' fonts are loaded meanwhile.
 */
export function QuickViewDialog({ families, index, onPrevious, onNext, onClose }: QuickViewDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== QUICK_VIEW_CLOSED;
  const family = open ? families[index] : undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      opener.current?.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    for (const neighbour of neighbourIndexes(index, families.length)) {
      const next = families[neighbour];
      if (next) preloadFamilyFonts(next);
    }
  }, [index, families]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'ArrowLeft' && !TYPING.has(target.tagName)) {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight' && !TYPING.has(target.tagName)) {
      event.preventDefault();
      onNext();
    } else if (event.key === 'Tab') {
      // The page behind is inert; keep Tab from leaving for the browser's own controls as well.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  const sample = family ? sampleStyleOf(family) : undefined;
  return (
    <dialog
      ref={dialog}
      className="quick-view"
      aria-labelledby="quick-view-title"
      data-index={index}
      onCancel={(event) => {
        // Escape: React state decides, so the dialog closes through onClose like the button.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {family ? (
        <div className="quick-view__body" data-family={family.url}>
          <header className="quick-view__header">
            <p className="quick-view__position">
              {t('quickView.position', { position: index + 1, count: families.length })}
            </p>
            <button type="button" className="button" onClick={onClose}>
              {t('quickView.close')}
            </button>
          </header>
          <h2
            id="quick-view-title"
            className="quick-view__title"
            style={sample ? faceStyle(sample) : undefined}
          >
            {family.title}
          </h2>
          <ul className="quick-view__styles">
            {family.styles.map((style) => (
              <li key={style.id} data-font-family={fontFaceFamilyName(style.id)} style={faceStyle(style)}>
                {style.title}
              </li>
            ))}
          </ul>
          <footer className="quick-view__footer">
            <button type="button" className="button" onClick={onPrevious} disabled={index <= 0}>
              ← {t('quickView.previous')}
            </button>
            <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{t('quickView.viewFamily')}</Link>
            <button type="button" className="button" onClick={onNext} disabled={index >= families.length - 1}>
              {t('quickView.next')} →
            </button>
          </footer>
        </div>
      ) : null}
    </dialog>
  );
}
