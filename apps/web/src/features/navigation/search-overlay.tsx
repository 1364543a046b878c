'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OverlayDialog } from '../../ui/overlay-dialog.tsx';

/** The search field; submitting goes to the results page /search/{term} (term URL-encoded). */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [term, setTerm] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    onClose();
    router.push(`/search/${encodeURIComponent(trimmed)}`);
  };

  return (
    <OverlayDialog
      id="search-overlay"
      label={t('header.search')}
      open={open}
      onClose={onClose}
      className="overlay"
    >
      <search>
        <form onSubmit={onSubmit} className="search-form">
          <input
            type="search"
            name="term"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            data-autofocus
          />
        </form>
      </search>
    </OverlayDialog>
  );
}
