'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../ui/icon.tsx';
import { ResponsiveLogo } from '../../ui/logo.tsx';
import { OverlayToggle } from '../../ui/overlay-toggle.tsx';
import { useScrollLock } from '../../ui/use-scroll-lock.ts';
import { useWindowScrolled } from '../../ui/use-window-scrolled.ts';
import { LazyAccountFlyout } from '../account/index.ts';
import { useAuth } from '../auth/index.ts';
import { useCartQuantity } from '../cart/index.ts';
import { useCompareCount } from '../compare-list/index.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { breadcrumbsForPath } from './breadcrumbs-for-path.ts';
import { HeaderCounter } from './header-counter.tsx';
import { HelpLine } from './help-line.tsx';
import { MenuOverlay } from './menu-overlay.tsx';
import { usePageCrumbTitle } from './page-crumb-title.ts';
import { SearchOverlay } from './search-overlay.tsx';
import { useHeaderOverlays } from './use-header-overlays.ts';
import { useMainHeading } from './use-main-heading.ts';

/** Pages whose first screen is a full-bleed hero get a transparent header until scrolled. */
const TRANSPARENT_HEADER_PATHS = new Set(['/']);

export function SiteHeader() {
  const { t } = useTranslation();
  const pathname = usePathname() ?? '/';
  const { open, toggle, close } = useHeaderOverlays();
  const scrolled = useWindowScrolled();
  const compareCount = useCompareCount();
  const cartQuantity = useCartQuantity();
  const auth = useAuth();
  const publishedTitle = usePageCrumbTitle(pathname);
  const heading = useMainHeading(pathname);
  // A section's own page (/fonts) keeps its crumb word; a page below one is named by its title.
  const pageTitle = publishedTitle ?? (pathname.split('/').filter(Boolean).length > 1 ? heading : undefined);
  useScrollLock(open !== null);

  // A navigation (menu link, back button) closes whatever overlay was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => close(), [pathname, close]);

  const solid = !TRANSPARENT_HEADER_PATHS.has(pathname) || scrolled || open !== null;

  return (
    <>
      <header data-state={solid ? 'solid' : 'transparent'} className="site-header">
        <div className="site-header__bar">
          <Link href="/" className="site-header__logo" aria-label={t('header.home')}>
            <ResponsiveLogo />
          </Link>
          <OverlayToggle
            overlayId="menu-overlay"
            label={t('header.menu')}
            open={open === 'menu'}
            onToggle={() => toggle('menu')}
            className="icon-button"
          >
            <Icon name={open === 'menu' ? 'close' : 'menu'} />
          </OverlayToggle>
          <Breadcrumbs
            items={breadcrumbsForPath(pathname, t('header.home'), pageTitle)}
            label={t('header.breadcrumbs')}
          />
          <HelpLine className="help-line--header" />
          <div className="site-header__actions">
            <HeaderCounter
              href="/fonts/compare"
              icon="compare"
              label={t('header.compareCount', { count: compareCount })}
              count={compareCount}
            />
            <HeaderCounter
              href="/checkout"
              icon="bag"
              label={t('header.cartCount', { count: cartQuantity })}
              count={cartQuantity}
            />
            {auth.loggedIn && auth.user ? (
              <LazyAccountFlyout email={auth.user.email} />
            ) : (
              <Link href="/my_account/login" className="site-header__login">
                {t('header.logIn')}
              </Link>
            )}
            <OverlayToggle
              overlayId="search-overlay"
              label={t('header.search')}
              open={open === 'search'}
              onToggle={() => toggle('search')}
              className="icon-button"
            >
              <Icon name="search" />
            </OverlayToggle>
          </div>
        </div>
      </header>
      <MenuOverlay open={open === 'menu'} onClose={close} />
      <SearchOverlay open={open === 'search'} onClose={close} />
    </>
  );
}
