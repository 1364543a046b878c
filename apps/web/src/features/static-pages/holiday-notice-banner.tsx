'use client';

import { useEffect, useState } from 'react';
import { STATIC_PAGES_TEXTS } from '../../lib/i18n/areas/static-pages.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';

/** Where a dismissal is remembered: per notice, so the next notice shows again. */
export const dismissedNoticeKey = (id: string) => `holiday-notice-dismissed:${id}`;

function wasDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(dismissedNoticeKey(id)) === '1';
  } catch {
    return false; // storage blocked: the notice shows on each page, which is the safe side
  }
}

export interface HolidayNoticeData {
  id: string;
  notice: string;
}

/**
 * The active holiday notice across the top of every page until the visitor dismisses it. It waits
 * for the browser's memory of dismissals before it shows, so a dismissed notice never flashes.
 */
export function HolidayNoticeBanner({ notice }: { notice: HolidayNoticeData }) {
  const { t } = useTexts(STATIC_PAGES_TEXTS);
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!wasDismissed(notice.id)), [notice.id]);
  if (!visible) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedNoticeKey(notice.id), '1');
    } catch {
      // Not remembered; it is still hidden on this page.
    }
    setVisible(false);
  };
  return (
    <section className="holiday-notice" aria-label={t('staticPages.holiday.label')}>
      <p>{notice.notice}</p>
      <button type="button" onClick={dismiss} aria-label={t('staticPages.holiday.dismiss')}>
        ×
      </button>
    </section>
  );
}
