import { type ReactNode, useId, useState } from 'react';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import { FAMILY_TEXT } from '../lib/family-texts.ts';
import { NAV_TEXT } from '../lib/nav-texts.ts';
import { NEWSLETTER_TEXT, PRESS_TEXT } from '../lib/press-newsletter-texts.ts';
import { TEXT } from '../lib/texts.ts';
import type { Staff } from '../lib/types.ts';

/** Every part of the back office, grouped as staff think of their work; a role sees what it may use. */
const GROUPS = [
  {
    label: NAV_TEXT.groups.sales,
    links: [
      { path: 'dashboard', label: TEXT.nav.dashboard, permission: 'dashboard.read' },
      { path: 'orders', label: TEXT.nav.orders, permission: 'orders.read' },
      { path: 'customers', label: TEXT.nav.customers, permission: 'customers.read' },
      { path: 'discounts', label: TEXT.discountCodes.nav, permission: 'products.write' },
      { path: 'reports', label: TEXT.reports.nav, permission: 'reports.read' },
    ],
  },
  {
    label: NAV_TEXT.groups.catalogue,
    links: [
      { path: 'families', label: FAMILY_TEXT.nav, permission: 'catalogue.write' },
      { path: 'prices', label: TEXT.prices.nav, permission: 'catalogue.write' },
      { path: 'licences', label: TEXT.licences.nav, permission: 'catalogue.write' },
      { path: 'corporate', label: TEXT.corporate.nav, permission: 'catalogue.write' },
      { path: 'products', label: TEXT.products.nav, permission: 'products.write' },
    ],
  },
  {
    label: NAV_TEXT.groups.editorial,
    links: [
      { path: 'stories', label: TEXT.editorial.nav.stories, permission: 'editorial.write' },
      { path: 'authors', label: TEXT.editorial.nav.authors, permission: 'editorial.write' },
      { path: 'pages', label: TEXT.editorial.nav.pages, permission: 'editorial.write' },
      { path: 'press', label: PRESS_TEXT.nav, permission: 'editorial.write' },
      { path: 'newsletters', label: NEWSLETTER_TEXT.nav, permission: 'editorial.write' },
      { path: 'submissions', label: TEXT.nav.submissions, permission: 'editorial.read' },
    ],
  },
  {
    label: NAV_TEXT.groups.club,
    links: [
      { path: 'claims', label: CLUB_TEXT.nav.claims, permission: 'club.claims' },
      { path: 'rewards', label: CLUB_TEXT.nav.rewards, permission: 'club.write' },
      { path: 'webinars', label: CLUB_TEXT.nav.webinars, permission: 'club.write' },
      { path: 'crowdfunding', label: CLUB_TEXT.nav.crowdfunding, permission: 'club.write' },
      { path: 'affiliates', label: CLUB_TEXT.nav.affiliates, permission: 'affiliates.payouts' },
    ],
  },
  {
    label: NAV_TEXT.groups.team,
    links: [
      { path: 'staff', label: TEXT.nav.staff, permission: 'staff.manage' },
      { path: 'audit', label: TEXT.nav.audit, permission: 'audit.read' },
    ],
  },
] as const;

/**
 * The frame of every page: skip link, the parts the role may use in groups (a side column on a wide
 * screen, behind a Menu button on a phone so the page starts at once), who is signed in, sign out.
 */
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
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = GROUPS.map((group) => ({
    label: group.label,
    links: group.links.filter((link) => staff.permissions.includes(link.permission)),
  })).filter((group) => group.links.length > 0);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {TEXT.skipToContent}
      </a>
      <header className="shell-header">
        <p className="shell-title">{TEXT.appName}</p>
        <button
          type="button"
          className="button button-secondary shell-menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {NAV_TEXT.menu}
        </button>
        <div className="shell-user">
          <span>{TEXT.signedInAs(staff.email, staff.role)}</span>
          <button type="button" className="button button-quiet" onClick={onSignOut}>
            {TEXT.signOut}
          </button>
        </div>
      </header>
      <nav id={navId} className="shell-nav" aria-label={TEXT.appName} data-open={menuOpen || undefined}>
        {groups.map((group, index) => (
          <div key={group.label} className="shell-nav-group">
            <p className="shell-nav-heading" id={`${navId}-${index}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`${navId}-${index}`}>
              {group.links.map((link) => (
                <li key={link.path}>
                  {/* Choosing a page folds the phone's menu: the page is what the reader wants next. */}
                  <a
                    href={`#/${link.path}`}
                    aria-current={current === link.path ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
