'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { AccountMenuList } from './account-menu-list.tsx';
import { loginRedirect } from './login-redirect.ts';
import { SignUpWelcome } from './sign-up-welcome.tsx';
import { takeSignUpWelcome } from './sign-up-welcome-note.ts';

/**
 * The account pages' frame: the account menu beside the page. A visitor who turns out not to be
 * signed in (after the first load) goes to the login page, which brings them back here. Right after
 * signing up, the page opens with a welcome.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const router = useRouter();
  const auth = useAuth();
  const [welcome, setWelcome] = useState<string | null>(null);
  useEffect(() => setWelcome(takeSignUpWelcome()), []);

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
        {welcome === null ? null : <SignUpWelcome name={welcome} onClose={() => setWelcome(null)} />}
        {children}
      </div>
    </div>
  );
}
