import type { COMMON_EN } from '../../lib/i18n/locales/en/common.ts';

type MenuKey = keyof (typeof COMMON_EN)['menu'];

export interface MenuGroup {
  /** Translation key of the group title; `null` means the product's own name. */
  titleKey: MenuKey | null;
  links: readonly { labelKey: MenuKey; href: string }[];
}

/** The five groups of the header menu (docs/site-chrome.md), in display order. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    titleKey: 'fonts',
    links: [
      { labelKey: 'allFonts', href: '/fonts' },
      { labelKey: 'customFonts', href: '/fonts/custom' },
      { labelKey: 'fontsInUse', href: '/fonts/in-use' },
    ],
  },
  {
    titleKey: 'products',
    links: [
      { labelKey: 'allProducts', href: '/products' },
      { labelKey: 'books', href: '/books' },
      { labelKey: 'posters', href: '/posters' },
      { labelKey: 'tshirts', href: '/tshirts' },
      { labelKey: 'totes', href: '/totes' },
    ],
  },
  {
    titleKey: 'stories',
    links: [
      { labelKey: 'allStories', href: '/stories' },
      { labelKey: 'blog', href: '/blog' },
      { labelKey: 'articles', href: '/articles' },
      { labelKey: 'research', href: '/research' },
      { labelKey: 'movies', href: '/movies' },
    ],
  },
  {
    titleKey: 'information',
    links: [
      { labelKey: 'licensing', href: '/licensing' },
      { labelKey: 'terms', href: '/terms' },
      { labelKey: 'help', href: '/help' },
    ],
  },
  {
    titleKey: null,
    links: [
      { labelKey: 'about', href: '/about' },
      { labelKey: 'authors', href: '/authors' },
      { labelKey: 'club', href: '/club' },
    ],
  },
];
