'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useQuery } from 'urql';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { accountMenuItems } from './account-menu.ts';
import { ReadAccountMenuUserQuery } from './account-menu-query.ts';

/**
 * The account menu (docs/routes.md): the entries the user's flags allow, dividers between groups,
 * Log out last. Used by the header flyout and the account pages' side menu.
 */
export function AccountMenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const pathname = usePathname();
  const { loggedIn, logout } = useAuth();
  const [{ data }] = useQuery({ query: ReadAccountMenuUserQuery, pause: !loggedIn });
  const user = data?.readUser;
  const items = accountMenuItems({
    club: user?.club ?? false,
    showAffiliateProgramme: user?.showAffiliateProgramme ?? false,
  });

  return (
    <ul className="account-menu">
      {items.map((item, index) =>
        item.kind === 'divider' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: dividers have no identity but their place
          <li key={`divider-${index}`} className="account-menu__divider" aria-hidden="true" />
        ) : (
          <li key={item.name}>
            <Link
              href={item.href}
              aria-current={pathname === item.href ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(`accountArea.menu.${item.name}`)}
            </Link>
          </li>
        ),
      )}
      <li className="account-menu__divider" aria-hidden="true" />
      <li>
        <button type="button" className="account-menu__logout" onClick={() => void logout()}>
          {t('accountArea.logOut')}
        </button>
      </li>
    </ul>
  );
}
