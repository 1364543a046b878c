'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/index.ts';
import { AccountMenuList } from './account-menu-list.tsx';
import { loginRedirect } from './login-redirect.ts';
import './account.css';

/**
 * The account pages' frame: the account menu beside the page. A visitor who turns out not to be
 * signed in (after the first load) goes to the login page, which brings them back here.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const router = useRouter();
  const auth = useAuth();

  useEffect(() => {
    const target = loginRedirect(auth, `${window.location.pathname}${window.location.search}`);
    if (target) router.replace(target);
  }, [auth, router]);

  return (
    <div className="account-layout">
      <nav className="account-layout__menu" aria-label={t('accountArea.accountMenu')}>
        {auth.loggedIn ? <AccountMenuList /> : null}
      </nav>
      <div className="account-layout__content" aria-busy={!auth.loggedIn}>
        {children}
      </div>
    </div>
  );
}
