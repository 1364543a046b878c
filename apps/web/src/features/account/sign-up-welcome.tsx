'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountHref } from './account-menu.ts';

/**
 * Shown in place of the forms once an account exists: a welcome by name and what to do next
 * (browse the fonts, the account's settings, or go on to the page the visitor came for).
 * Focus moves to the heading so a screen reader announces the new view.
 */
export function SignUpWelcome({ name, destination }: { name: string; destination: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="account-welcome" aria-labelledby="welcome-title">
      <h2 id="welcome-title" ref={heading} tabIndex={-1}>
        {t('account.welcome.title', { name })}
      </h2>
      <p>{t('account.welcome.intro')}</p>
      <ul className="account-welcome__steps">
        <li>
          <Link href="/fonts">{t('account.welcome.browseFonts')}</Link>
        </li>
        <li>
          <Link href={accountHref('account_settings')}>{t('account.welcome.settings')}</Link>
        </li>
        <li>
          <Link href={accountHref('my_fonts')}>{t('account.welcome.myFonts')}</Link>
        </li>
      </ul>
      <Link href={destination} className="ui-button ui-button--primary">
        {t('account.welcome.continue')}
      </Link>
    </section>
  );
}
