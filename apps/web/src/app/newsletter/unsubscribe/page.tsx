import type { Metadata } from 'next';
import { NewsletterLinkPage, type NewsletterLinkSearchParams } from '../../../features/newsletter/server.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const generateMetadata = (): Metadata => ({
  title: serverT()('newsletterLinks.unsubscribe.title'),
  robots: { index: false },
});

/** /newsletter/unsubscribe?email=…&hash=…: the unsubscribe link of a newsletter mail (docs/shop-contract.md). */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: NewsletterLinkSearchParams;
}) {
  return <NewsletterLinkPage action="unsubscribe" searchParams={await searchParams} />;
}
