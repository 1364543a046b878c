'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useScrollLock } from '../../ui/use-scroll-lock.ts';
import { AccountMenuList } from './account-menu-list.tsx';

/**
 * The header's account flyout for signed-in users (docs/site-chrome.md). The button opens it (click,
 * Enter, Space); Escape, tabbing out of it, an outside click or a navigation close it. Page scrolling
 * is locked while it is open.
 */
export function AccountFlyout({ email }: { email: string }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  useScrollLock(open);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on a path change only
  useEffect(() => setOpen(false), [pathname]);

  // Listeners on the document and the wrapper (not JSX handlers): the wrapper is no widget itself.
  useEffect(() => {
    const element = container.current;
    if (!element || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={container} className="account-flyout">
      <button
        ref={button}
        type="button"
        className="site-header__login"
        aria-expanded={open}
        aria-controls={panelId}
        title={email}
        onClick={() => setOpen((current) => !current)}
      >
        {t('accountArea.account')}
      </button>
      <nav
        id={panelId}
        className="account-flyout__panel"
        aria-label={t('accountArea.accountMenu')}
        hidden={!open}
      >
        <p className="account-flyout__email">{email}</p>
        {/* The menu reads with urql's hooks, whose Provider the frame of every page leaves out. */}
        <GraphqlProvider>
          <AccountMenuList onNavigate={() => setOpen(false)} />
        </GraphqlProvider>
      </nav>
    </div>
  );
}
