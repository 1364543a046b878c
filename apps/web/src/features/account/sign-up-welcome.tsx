'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { accountHref } from './account-menu.ts';

/**
 * Shown once on the first account page after signing up: a welcome by name and what to do next
 * (try the fonts, check the settings, where bought fonts wait). Focus moves to its heading so a
 * screen reader announces it; it can be closed.
 */
export function SignUpWelcome({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
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
      <Button variant="secondary" onPress={onClose}>
        {t('account.welcome.close')}
      </Button>
    </section>
  );
}
