'use client';

import { useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { AFFILIATE_TEXTS } from '../../lib/i18n/areas/affiliate.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { ReadAffiliateProgrammeQuery } from './affiliate-operations.ts';
import { AffiliateOrders } from './affiliate-orders.tsx';
import { AffiliatePrograms } from './affiliate-programs.tsx';
import { AffiliateStats } from './affiliate-stats.tsx';
import { InvoiceLimitForm } from './invoice-limit-form.tsx';

/** The API's answer for an account without showAffiliateProgramme (docs/affiliate.md). */
const NOT_ENABLED = 103;

/**
 * The affiliate programme page: the programmes with their links, what the shop owes and the invoice
 * limit, the monthly statistics and the orders the links brought. Accounts without the flag (the
 * menu hides the entry; the address can still be typed) get a plain sentence.
 */
export function AffiliateProgramme() {
  const { t, i18n } = useTexts(AFFILIATE_TEXTS);
  const { loggedIn } = useAuth();
  const [{ data, error }] = useQuery({ query: ReadAffiliateProgrammeQuery, pause: !loggedIn });
  const info = data?.readAffiliateProgramme;

  if (error) {
    const failure = failureOfOperation(error);
    const notEnabled = failure.kind === 'graphql' && failure.code === NOT_ENABLED;
    return <p role="alert">{notEnabled ? t('affiliate.notEnabled') : i18n.t(failure.messageKey)}</p>;
  }
  if (!info) return <p role="status">{t('affiliate.loading')}</p>;
  return (
    <div className="affiliate-programme">
      <AffiliatePrograms programs={info.programs} />
      <InvoiceLimitForm
        unpaidAmount={info.unpaidAmount}
        invoiceLimit={info.invoiceLimit}
        minInvoiceLimit={info.minInvoiceLimit}
        maxInvoiceLimit={info.maxInvoiceLimit}
      />
      <AffiliateStats />
      <AffiliateOrders orders={info.orders} />
    </div>
  );
}
