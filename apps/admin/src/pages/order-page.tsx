import { ORDER } from '../lib/documents.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { OrderDetail, Staff } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { CancelButton, RefundForm, ShipForm } from './order-actions.tsx';
import { BankTransferForm, ResendDocumentsButton } from './order-follow-ups.tsx';

export function OrderPage({ id, staff }: { id: string; staff: Staff }) {
  const { state, reload } = useAdminQuery<{ order: OrderDetail }>(ORDER, { id });
  const may = (permission: string) => staff.permissions.includes(permission);
  return (
    <>
      <p>
        <a href="#/orders">← {TEXT.order.back}</a>
      </p>
      <QueryView state={state} retry={reload}>
        {({ order: detail }) => (
          <div className="order-layout">
            <section className="stack">
              <h1>
                {TEXT.order.title(detail.order.number)} <StatusBadge status={detail.order.status} />
              </h1>
              <p>
                {detail.order.customerName} · {detail.order.email} · {detail.order.country ?? '–'} ·{' '}
                {formatDateTime(detail.order.createdAt)} · <strong>{formatMoney(detail.order.total)}</strong>
              </p>
              {detail.shipment ? (
                <p className="notice notice-done">
                  {TEXT.order.shipped(
                    detail.shipment.trackingNumber,
                    formatDateTime(detail.shipment.shippedAt),
                  )}
                </p>
              ) : null}
              <h2>{TEXT.order.lines}</h2>
              <ul className="lines">
                {detail.items.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.quantity} × {item.title}
                    </span>
                    <span>{formatMoney(item.unitPrice)}</span>
                  </li>
                ))}
              </ul>
              <h2>{TEXT.order.payments}</h2>
              {detail.payments.length === 0 ? <p>{TEXT.order.noPayments}</p> : null}
              <ul className="lines">
                {detail.payments.map((payment) => (
                  <li key={payment.id}>
                    <span>
                      {payment.provider} · {payment.resultCode ?? '–'} · {payment.pspReference ?? '–'} ·{' '}
                      {formatDateTime(payment.createdAt)}
                    </span>
                    <span>{formatMoney(payment.amount)}</span>
                  </li>
                ))}
              </ul>
              {detail.refunds.length > 0 ? (
                <>
                  <h2>{TEXT.order.refunds}</h2>
                  <ul className="lines">
                    {detail.refunds.map((refund) => (
                      <li key={refund.id}>
                        <span>
                          {formatDateTime(refund.createdAt)} · {refund.reason || '–'} · {refund.status}
                        </span>
                        <span>−{formatMoney(refund.amount)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
            <aside className="stack">
              <RefundForm detail={detail} may={may('orders.refund')} onDone={reload} />
              <ShipForm detail={detail} may={may('orders.ship')} onDone={reload} />
              <CancelButton detail={detail} may={may('orders.cancel')} onDone={reload} />
              <BankTransferForm detail={detail} may={may('orders.payments')} onDone={reload} />
              <ResendDocumentsButton detail={detail} may={may('orders.mail')} />
            </aside>
          </div>
        )}
      </QueryView>
    </>
  );
}
