import { describe, expect, it } from 'vitest';
import { accountMenuItems } from './account-menu.ts';

const names = (items: ReturnType<typeof accountMenuItems>) =>
  items.map((item) => (item.kind === 'divider' ? '—' : item.name));

describe('accountMenuItems', () => {
  it('lists the entries in their order with dividers between groups, hiding the flagged ones', () => {
    expect(names(accountMenuItems({ club: false, showAffiliateProgramme: false }))).toEqual([
      'account_settings',
      'personal_information',
      'payment_options',
      'club',
      '—',
      'my_fonts',
      'my_webfonts',
      'my_ebooks',
      'my_orders',
      '—',
      'corporate_fonts',
      'fonts_in_use',
    ]);
  });

  it('shows fonts in development to club members and the affiliate programme to flagged users', () => {
    const all = names(accountMenuItems({ club: true, showAffiliateProgramme: true }));
    expect(all.slice(-4)).toEqual([
      'fonts_in_development',
      'corporate_fonts',
      'fonts_in_use',
      'affiliate_programme',
    ]);
    expect(names(accountMenuItems({ club: true, showAffiliateProgramme: false }))).toContain(
      'fonts_in_development',
    );
    expect(names(accountMenuItems({ club: false, showAffiliateProgramme: true }))).not.toContain(
      'fonts_in_development',
    );
  });

  it('links each entry to its segment under /my_account, the personal information at the root', () => {
    const hrefs = Object.fromEntries(
      accountMenuItems({ club: true, showAffiliateProgramme: true }).flatMap((item) =>
        item.kind === 'entry' ? [[item.name, item.href]] : [],
      ),
    );
    expect(hrefs.personal_information).toBe('/my_account');
    expect(hrefs.account_settings).toBe('/my_account/settings');
    expect(hrefs.payment_options).toBe('/my_account/billing');
    expect(hrefs.my_orders).toBe('/my_account/orders');
    expect(hrefs.fonts_in_development).toBe('/my_account/development');
    expect(hrefs.affiliate_programme).toBe('/my_account/affiliate_programme');
  });
});
