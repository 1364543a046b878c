'use client';

import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * While `active`, leaving the page asks first (docs/checkout.md): the browser's own dialog
 * on unload and reload, and the warning of docs/checkout.md before following a link elsewhere in the site.
 */
export function useLeavePageWarning(active: boolean): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!active) return;
    const text = t('leave_page_warning');
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = text;
      return text;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.pathname === window.location.pathname) return;
      if (!window.confirm(text)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, t]);
}
