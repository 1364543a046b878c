import type { TFunction } from 'i18next';
import Link from 'next/link';

/** The information pages every footer links to (docs/routes.md), in reading order. */
export const FOOTER_PAGE_LINKS = [
  { key: 'about', href: '/about' },
  { key: 'help', href: '/help' },
  { key: 'licensing', href: '/licensing' },
  { key: 'terms', href: '/terms' },
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'returnPolicy', href: '/return-policy' },
  { key: 'ordersWithoutVat', href: '/orders-without-vat' },
  { key: 'paymentSecurity', href: '/payment-security' },
  { key: 'press', href: '/press' },
] as const;

export function FooterPageLinks({ t }: { t: TFunction }) {
  return (
    <nav className="site-footer__pages" aria-label={t('staticPages.footer.title')}>
      <ul>
        {FOOTER_PAGE_LINKS.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{t(`staticPages.footer.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
