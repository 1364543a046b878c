'use client';

import { isQuickSearchQuery } from '@foundry/domain/search/is-quick-search-query';
import { searchPath } from '@foundry/domain/search/search-path';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { OverlayDialog } from '../../ui/overlay-dialog.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { LazyQuickSearchResults, QUICK_SEARCH_LINK, useQuickSearchTerm } from '../search/index.ts';

/**
 * The search overlay: a field whose text runs the quick search (3 characters or more, after a
 * 200 ms pause; shorter text shows the hint), and submitting goes to the results page /search/{term}.
 * The arrow keys move from the field through the result links and back.
 */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [text, setText] = useState('');
  const term = useQuickSearchTerm(text);
  const showHint = !isQuickSearchQuery(text);
  const fieldRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onClose();
    router.push(searchPath(trimmed));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(panelRef.current?.querySelectorAll<HTMLElement>(`[${QUICK_SEARCH_LINK}]`) ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const current = links.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? current + 1 : current - 1;
    if (next < 0) fieldRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  return (
    <OverlayDialog id="search-overlay" label={t('header.search')} open={open} onClose={onClose}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubble up from the field and the links inside */}
      <div ref={panelRef} onKeyDown={onKeyDown}>
        <search>
          <form onSubmit={onSubmit} className="search-form">
            <SearchField
              inputRef={fieldRef}
              name="term"
              label={t('search.label')}
              isLabelHidden
              aria-describedby={showHint ? 'quick-search-hint' : undefined}
              placeholder={t('search.placeholder')}
              value={text}
              onChange={setText}
              data-autofocus
            />
          </form>
        </search>
        {showHint ? (
          <p id="quick-search-hint" className="quick-search__hint">
            {t('siteSearch.hint')}
          </p>
        ) : null}
        {open && term ? <LazyQuickSearchResults term={term} onNavigate={onClose} /> : null}
      </div>
    </OverlayDialog>
  );
}
