import type { Metadata } from 'next';
import { OrderPage } from '../../../../features/checkout/index.ts';

export const metadata: Metadata = { title: 'Order', robots: { index: false } };

/** /orders/{orderId}/{hash}: an order's status, documents and downloads (readable with its hash). */
export default async function OrderDetailPage({
  params,
}: {
  params: Promise<{ orderId: string; hash: string }>;
}) {
  const { orderId, hash } = await params;
  return (
    <div className="page">
      <OrderPage orderId={orderId} hash={hash} />
    </div>
  );
}
