import { ACCOUNT_BASE_PATH } from '../auth/account-paths.ts';

/** Entry names of the account menu (docs/routes.md); each is a translation key under accountArea.menu. */
export type AccountMenuEntryName =
  | 'account_settings'
  | 'personal_information'
  | 'payment_options'
  | 'club'
  | 'my_fonts'
  | 'my_webfonts'
  | 'my_ebooks'
  | 'my_orders'
  | 'fonts_in_development'
  | 'corporate_fonts'
  | 'fonts_in_use'
  | 'affiliate_programme';

export type AccountMenuItem =
  | { kind: 'entry'; name: AccountMenuEntryName; href: string }
  | { kind: 'divider' };

/** The flags that show or hide entries. */
export interface AccountMenuFlags {
  club: boolean;
  showAffiliateProgramme: boolean;
}

/** The entries in their order (docs/site-chrome.md), with dividers between groups (account, purchases, programmes). */
const GROUPS: readonly (readonly [AccountMenuEntryName, string])[][] = [
  [
    ['account_settings', 'settings'],
    ['personal_information', ''],
    ['payment_options', 'billing'],
    ['club', 'club'],
  ],
  [
    ['my_fonts', 'fonts'],
    ['my_webfonts', 'webfonts'],
    ['my_ebooks', 'ebooks'],
    ['my_orders', 'orders'],
  ],
  [
    ['fonts_in_development', 'development'],
    ['corporate_fonts', 'corporate_fonts'],
    ['fonts_in_use', 'fonts_in_use'],
    ['affiliate_programme', 'affiliate_programme'],
  ],
];

function shown(name: AccountMenuEntryName, flags: AccountMenuFlags): boolean {
  if (name === 'fonts_in_development') return flags.club;
  if (name === 'affiliate_programme') return flags.showAffiliateProgramme;
  return true;
}

/** The link of an entry: its segment appended to the account base route. */
export function accountHref(segment: string): string {
  return segment === '' ? ACCOUNT_BASE_PATH : `${ACCOUNT_BASE_PATH}/${segment}`;
}

/**
 * The account menu for a user (docs/routes.md): fonts_in_development only with the club flag,
 * affiliate_programme only with showAffiliateProgramme, dividers between the non-empty groups. Log out
 * follows as the last entry (rendered by the menu itself: it is an action, not a link).
 */
export function accountMenuItems(flags: AccountMenuFlags): AccountMenuItem[] {
  const items: AccountMenuItem[] = [];
  for (const group of GROUPS) {
    const entries = group.filter(([name]) => shown(name, flags));
    if (entries.length === 0) continue;
    if (items.length > 0) items.push({ kind: 'divider' });
    for (const [name, segment] of entries) items.push({ kind: 'entry', name, href: accountHref(segment) });
  }
  return items;
}

/** The menu entry a segment under /my_account belongs to, or null. */
export function accountMenuEntryForSegment(segment: string): AccountMenuEntryName | null {
  for (const group of GROUPS) {
    for (const [name, own] of group) if (own === segment && own !== '') return name;
  }
  return null;
}
