import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PayPage } from '../../../../features/checkout/index.ts';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

/** /pay/{orderId}/{hash}: the payment of an order (docs/checkout.md). */
export default async function PaymentPage({
  params,
}: {
  params: Promise<{ orderId: string; hash: string }>;
}) {
  const { orderId, hash } = await params;
  return (
    <div className="page">
      <Suspense>
        <PayPage orderId={orderId} hash={hash} />
      </Suspense>
    </div>
  );
}
