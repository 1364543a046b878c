'use client';

import Link from 'next/link';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PRODUCT_NAME } from '../../lib/site/site-info.ts';
import { OverlayDialog } from '../../ui/overlay-dialog.tsx';
import { HelpLine } from './help-line.tsx';
import { MENU_GROUPS } from './menu-groups.ts';

export function MenuOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OverlayDialog id="menu-overlay" label={t('header.menu')} open={open} onClose={onClose}>
      <nav className="menu-groups">
        {MENU_GROUPS.map((group) => {
          const title = group.titleKey ? t(`menu.${group.titleKey}`) : PRODUCT_NAME;
          return (
            <section key={title} className="menu-group">
              <h2>{title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={onClose}>
                      {t(`menu.${link.labelKey}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </nav>
      <HelpLine className="help-line--menu" />
    </OverlayDialog>
  );
}
