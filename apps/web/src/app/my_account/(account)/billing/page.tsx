import type { Metadata } from 'next';
import { StoredCards } from '../../../../features/account/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Payment Options', robots: { index: false } };

/** The account's billing entry: the saved cards; `redirectResult` is the bank page's answer for a new card. */
export default async function BillingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirectResult } = await searchParams;
  return (
    <>
      <h1>{serverT()('accountArea.menu.payment_options')}</h1>
      <StoredCards redirectResult={typeof redirectResult === 'string' ? redirectResult : null} />
    </>
  );
}
