import type { Metadata } from 'next';
import { NewsletterLinkPage, type NewsletterLinkSearchParams } from '../../../features/newsletter/server.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const generateMetadata = (): Metadata => ({
  title: serverT()('newsletterLinks.confirm.title'),
  robots: { index: false },
});

/** /newsletter/confirm?email=…&hash=…: the confirm link of a newsletter mail (docs/shop-contract.md). */
export default async function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: NewsletterLinkSearchParams;
}) {
  return <NewsletterLinkPage action="confirm" searchParams={await searchParams} />;
}
