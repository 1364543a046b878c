import { useEffect, useState } from 'react';
import { adminRequest } from './lib/admin-client.ts';
import { ME, SIGN_OUT } from './lib/documents.ts';
import { TEXT } from './lib/texts.ts';
import type { Staff } from './lib/types.ts';
import { go, useRoute } from './lib/use-route.ts';
import { AffiliatesPage } from './pages/affiliates-page.tsx';
import { AuditLogPage } from './pages/audit-log-page.tsx';
import { AuthorsPage } from './pages/authors-page.tsx';
import { ClubRewardsPage } from './pages/club-rewards-page.tsx';
import { CorporateCodesPage } from './pages/corporate-codes-page.tsx';
import { CrowdfundingPage } from './pages/crowdfunding-page.tsx';
import { CustomerPage } from './pages/customer-page.tsx';
import { CustomersPage } from './pages/customers-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { DiscountCodesPage } from './pages/discount-codes-page.tsx';
import { FamiliesPage } from './pages/families-page.tsx';
import { FamilyImportPage } from './pages/family-import-page.tsx';
import { FamilyPage } from './pages/family-page.tsx';
import { LicencesPage } from './pages/licences-page.tsx';
import { NewsletterIssuesPage } from './pages/newsletter-issues-page.tsx';
import { OrderPage } from './pages/order-page.tsx';
import { OrdersPage } from './pages/orders-page.tsx';
import { PressPage } from './pages/press-page.tsx';
import { PricesPage } from './pages/prices-page.tsx';
import { ProductNewPage } from './pages/product-new-page.tsx';
import { ProductPage } from './pages/product-page.tsx';
import { ProductsPage } from './pages/products-page.tsx';
import { ReportsPage } from './pages/reports-page.tsx';
import { RewardClaimsPage } from './pages/reward-claims-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { StaffPage } from './pages/staff-page.tsx';
import { StaticPagesPage } from './pages/static-pages-page.tsx';
import { StoriesPage } from './pages/stories-page.tsx';
import { StoryEditorPage } from './pages/story-editor-page.tsx';
import { SubmissionsPage } from './pages/submissions-page.tsx';
import { WebinarsPage } from './pages/webinars-page.tsx';
import { Shell } from './ui/shell.tsx';

type Session =
  | { status: 'checking' }
  | { status: 'signed-out'; expired: boolean }
  | { status: 'signed-in'; staff: Staff };

/** Who is signed in decides what is shown; an ended session (30 idle minutes) returns to sign-in. */
export function App() {
  const [session, setSession] = useState<Session>({ status: 'checking' });
  const [section = 'dashboard', id] = useRoute();

  useEffect(() => {
    adminRequest<{ me: Staff }>(ME)
      .then(({ me }) => setSession({ status: 'signed-in', staff: me }))
      .catch(() => setSession({ status: 'signed-out', expired: false }));
    const onEnded = () => setSession({ status: 'signed-out', expired: true });
    window.addEventListener('admin:signed-out', onEnded);
    return () => window.removeEventListener('admin:signed-out', onEnded);
  }, []);

  useEffect(() => {
    document.title = `${section[0]?.toUpperCase()}${section.slice(1)} · ${TEXT.appName}`;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [section]);

  if (session.status === 'checking') return <p aria-live="polite">{TEXT.loading}</p>;
  if (session.status === 'signed-out') {
    return (
      <SignInPage
        expired={session.expired}
        onSignedIn={(staff) => setSession({ status: 'signed-in', staff })}
      />
    );
  }
  const { staff } = session;
  const signOut = () => {
    void adminRequest(SIGN_OUT).finally(() => {
      setSession({ status: 'signed-out', expired: false });
      go('/dashboard');
    });
  };
  return (
    <Shell staff={staff} current={section} onSignOut={signOut}>
      {section === 'orders' && id ? <OrderPage id={id} staff={staff} /> : null}
      {section === 'orders' && !id ? <OrdersPage /> : null}
      {section === 'submissions' ? <SubmissionsPage staff={staff} /> : null}
      {section === 'audit' ? <AuditLogPage /> : null}
      {section === 'products' && id === 'new' ? <ProductNewPage /> : null}
      {section === 'products' && id && id !== 'new' ? <ProductPage key={id} id={id} /> : null}
      {section === 'products' && !id ? <ProductsPage /> : null}
      {section === 'discounts' ? <DiscountCodesPage /> : null}
      {section === 'customers' && id ? <CustomerPage id={id} staff={staff} /> : null}
      {section === 'customers' && !id ? <CustomersPage /> : null}
      {section === 'staff' ? <StaffPage /> : null}
      {section === 'families' && id === 'new' ? <FamilyImportPage /> : null}
      {section === 'families' && id && id !== 'new' ? <FamilyPage id={id} /> : null}
      {section === 'families' && !id ? <FamiliesPage /> : null}
      {section === 'stories' && id ? <StoryEditorPage id={id} /> : null}
      {section === 'stories' && !id ? <StoriesPage /> : null}
      {section === 'authors' ? <AuthorsPage /> : null}
      {section === 'pages' ? <StaticPagesPage id={id} /> : null}
      {section === 'press' ? <PressPage /> : null}
      {section === 'newsletters' ? <NewsletterIssuesPage id={id} /> : null}
      {section === 'dashboard' ? <DashboardPage /> : null}
      {section === 'prices' ? <PricesPage familyUrl={id} /> : null}
      {section === 'licences' ? <LicencesPage /> : null}
      {section === 'corporate' ? <CorporateCodesPage /> : null}
      {section === 'reports' ? <ReportsPage kind={id} /> : null}
      {section === 'claims' ? <RewardClaimsPage /> : null}
      {section === 'rewards' ? <ClubRewardsPage /> : null}
      {section === 'webinars' ? <WebinarsPage /> : null}
      {section === 'crowdfunding' ? <CrowdfundingPage id={id} /> : null}
      {section === 'affiliates' ? <AffiliatesPage id={id} /> : null}
    </Shell>
  );
}
