import type { TFunction } from 'i18next';
import type { ErrorScreenLink } from '../../ui/error-screen.tsx';

/** The generic error page's default ways onward: Fonts, Products and Stories (docs/site-chrome.md). */
export function defaultErrorLinks(t: TFunction): ErrorScreenLink[] {
  return [
    { href: '/fonts', label: t('menu.fonts') },
    { href: '/products', label: t('menu.products') },
    { href: '/stories', label: t('menu.stories') },
  ];
}
