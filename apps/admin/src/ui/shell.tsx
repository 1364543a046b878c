import type { ReactNode } from 'react';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import { FAMILY_TEXT } from '../lib/family-texts.ts';
import { NEWSLETTER_TEXT, PRESS_TEXT } from '../lib/press-newsletter-texts.ts';
import { TEXT } from '../lib/texts.ts';
import type { Staff } from '../lib/types.ts';

const LINKS = [
  { path: 'dashboard', label: TEXT.nav.dashboard, permission: 'dashboard.read' },
  { path: 'orders', label: TEXT.nav.orders, permission: 'orders.read' },
  { path: 'submissions', label: TEXT.nav.submissions, permission: 'editorial.read' },
  { path: 'stories', label: TEXT.editorial.nav.stories, permission: 'editorial.write' },
  { path: 'authors', label: TEXT.editorial.nav.authors, permission: 'editorial.write' },
  { path: 'pages', label: TEXT.editorial.nav.pages, permission: 'editorial.write' },
  { path: 'press', label: PRESS_TEXT.nav, permission: 'editorial.write' },
  { path: 'newsletters', label: NEWSLETTER_TEXT.nav, permission: 'editorial.write' },
  { path: 'audit', label: TEXT.nav.audit, permission: 'audit.read' },
  { path: 'prices', label: TEXT.prices.nav, permission: 'catalogue.write' },
  { path: 'licences', label: TEXT.licences.nav, permission: 'catalogue.write' },
  { path: 'corporate', label: TEXT.corporate.nav, permission: 'catalogue.write' },
  { path: 'reports', label: TEXT.reports.nav, permission: 'reports.read' },
  { path: 'products', label: TEXT.products.nav, permission: 'products.write' },
  { path: 'discounts', label: TEXT.discountCodes.nav, permission: 'products.write' },
  { path: 'customers', label: TEXT.nav.customers, permission: 'customers.read' },
  { path: 'claims', label: CLUB_TEXT.nav.claims, permission: 'club.claims' },
  { path: 'rewards', label: CLUB_TEXT.nav.rewards, permission: 'club.write' },
  { path: 'webinars', label: CLUB_TEXT.nav.webinars, permission: 'club.write' },
  { path: 'crowdfunding', label: CLUB_TEXT.nav.crowdfunding, permission: 'club.write' },
  { path: 'affiliates', label: CLUB_TEXT.nav.affiliates, permission: 'affiliates.payouts' },
  { path: 'staff', label: TEXT.nav.staff, permission: 'staff.manage' },
  { path: 'families', label: FAMILY_TEXT.nav, permission: 'catalogue.write' },
] as const;

/** The frame of every page: skip link, the parts the role may use, who is signed in, sign out. */
export function Shell({
  staff,
  current,
  onSignOut,
  children,
}: {
  staff: Staff;
  current: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#main">
        {TEXT.skipToContent}
      </a>
      <header className="shell-header">
        <p className="shell-title">{TEXT.appName}</p>
        <nav aria-label={TEXT.appName}>
          <ul className="shell-nav">
            {LINKS.filter((link) => staff.permissions.includes(link.permission)).map((link) => (
              <li key={link.path}>
                <a href={`#/${link.path}`} aria-current={current === link.path ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-user">
          <span>{TEXT.signedInAs(staff.email, staff.role)}</span>
          <button type="button" className="button button-quiet" onClick={onSignOut}>
            {TEXT.signOut}
          </button>
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
