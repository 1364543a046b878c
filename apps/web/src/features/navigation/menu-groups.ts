import type { COMMON_EN } from '../../lib/i18n/locales/en/common.ts';

type MenuKey = keyof (typeof COMMON_EN)['menu'];

export interface MenuGroup {
  /** Translation key of the group title; `null` means the product's own name. */
  titleKey: MenuKey | null;
  links: readonly { labelKey: MenuKey; href: string }[];
}

/** A group with its links given as label key → address, in display order. */
function group(titleKey: MenuKey | null, links: Partial<Record<MenuKey, string>>): MenuGroup {
  return {
    titleKey,
    links: Object.entries(links).map(([labelKey, href]) => ({ labelKey: labelKey as MenuKey, href })),
  };
}

/** The five groups of the header menu (docs/site-chrome.md), in display order. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  group('fonts', { allFonts: '/fonts', customFonts: '/fonts/custom', fontsInUse: '/fonts/in-use' }),
  group('products', {
    allProducts: '/products',
    books: '/books',
    posters: '/posters',
    tshirts: '/tshirts',
    totes: '/totes',
  }),
  group('stories', {
    allStories: '/stories',
    blog: '/blog',
    articles: '/articles',
    research: '/research',
    movies: '/movies',
  }),
  group('information', { licensing: '/licensing', terms: '/terms', help: '/help' }),
  group(null, { about: '/about', authors: '/authors', club: '/club' }),
];
