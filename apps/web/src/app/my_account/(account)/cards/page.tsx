import { redirect } from 'next/navigation';
import { accountHref } from '../../../../features/account/index.ts';

/** Where the API sends a user back from the bank page after adding a card: the billing page finishes it. */
export default async function StoredCardsReturnPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirectResult } = await searchParams;
  const query =
    typeof redirectResult === 'string' ? `?redirectResult=${encodeURIComponent(redirectResult)}` : '';
  redirect(`${accountHref('billing')}${query}`);
}
