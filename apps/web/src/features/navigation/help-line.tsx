'use client';

import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * The help line: when the shop switches it on (HELP_LINE_EMAIL, docs/site-chrome.md) the header and
 * the menu show where to write for help; otherwise nothing.
 */
export function HelpLine({ className }: { className?: string }) {
  const { t } = useTranslation();
  const email = useRuntimeConfig().helpLineEmail;
  if (!email) return null;
  return (
    <p className={`help-line ${className ?? ''}`}>
      {t('header.helpLine')} <a href={`mailto:${email}`}>{email}</a>
    </p>
  );
}
