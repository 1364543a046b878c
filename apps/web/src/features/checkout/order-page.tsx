'use client';

import { formatMoney, isOrderStatus, isPaidStatus } from '@foundry/domain';
import { ERROR_CODE } from '@foundry/errors';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { useFocusOnArrival } from '../../lib/focus/focus-on-arrival.tsx';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { plainRefusalKey } from '../payments/index.ts';
import { OrderAddress, type OrderAddressView } from './order-address.tsx';
import { FinalizeOrderMutation, ReadOrderQuery } from './order-operations.ts';
import type { LicenseView, MoneyView } from './summary-view.ts';
import { useOrderDownload } from './use-order-download.ts';

interface OrderView {
  id: string;
  hash: string;
  created: string;
  status: string;
  isGift: boolean;
  canDownload: boolean;
  invoiceUrl?: string | null;
  licenseUrl?: string | null;
  paymentUrl?: string | null;
  paymentError?: string | null;
  shippingTrackUrl?: string | null;
  subTotalPrice: MoneyView;
  discountPrice: MoneyView;
  shippingPrice: MoneyView;
  vatPrice: MoneyView;
  totalPrice: MoneyView;
  items: readonly {
    kind: string;
    title: string;
    quantity: number;
    price: MoneyView;
    license: readonly LicenseView[];
    selectionIndex?: number | null;
  }[];
  invoiceAddress?: OrderAddressView | null;
  deliveryAddress?: OrderAddressView | null;
}

function AddressBlock({ title, address }: { title: string; address: OrderAddressView }) {
  return (
    <section>
      <h2>{title}</h2>
      <OrderAddress address={address} />
    </section>
  );
}

/** /orders/{orderId}/{hash}: status, items, totals, documents and the font download of an order. */
export function OrderPage({ orderId, hash }: { orderId: string; hash: string }) {
  const { t, i18n } = useTexts(ACCOUNT_TEXTS, BUYING_TEXTS, CHECKOUT_TEXTS);
  const client = useGraphqlClient();
  const [{ data, error, fetching }, reload] = useQuery({
    query: ReadOrderQuery,
    variables: { orderID: orderId, hash },
    requestPolicy: 'cache-and-network',
  });
  const order = data?.readOrder as OrderView | undefined;
  const download = useOrderDownload(orderId, hash);
  useFocusOnArrival('order-title', order !== undefined);

  // A paid order without documents yet is finalised once (invoice number, invoice and licence PDFs).
  const finalized = useRef(false);
  useEffect(() => {
    if (!order || finalized.current) return;
    if (!isOrderStatus(order.status) || !isPaidStatus(order.status) || order.invoiceUrl) return;
    finalized.current = true;
    client
      .mutation(FinalizeOrderMutation, { orderID: orderId, hash })
      .toPromise()
      .then(() => reload({ requestPolicy: 'network-only' }));
  }, [order, client, orderId, hash, reload]);

  if (error && !order) {
    const failure = failureOfOperation(error);
    // A read answers ORDER_INVALID for an unknown or foreign order: say so, not "could not be placed".
    const notFound = failure.kind === 'graphql' && failure.code === ERROR_CODE.ORDER_INVALID;
    return <p role="alert">{notFound ? t('order.notFound') : i18n.t(failure.messageKey)}</p>;
  }
  if (!order) return fetching ? <p role="status">{t('cart.loading')}</p> : null;

  const paid = isOrderStatus(order.status) && isPaidStatus(order.status);
  return (
    <article className="checkout-form" aria-labelledby="order-title">
      <h1 id="order-title">{t('order.title', { id: order.id })}</h1>
      {paid ? <p>{t('order.thanks')}</p> : null}
      <p data-testid="order-status">
        {t('order.status', {
          status: isOrderStatus(order.status)
            ? t(`accountArea.orders.statuses.${order.status}`)
            : order.status,
        })}
      </p>
      {order.paymentError ? <p role="alert">{t(plainRefusalKey(order.paymentError) as never)}</p> : null}
      {order.paymentUrl && !paid ? (
        <p>
          <Link className="button" href={order.paymentUrl.replace(/^https?:\/\/[^/]+/, '')}>
            {t('order.payNow')}
          </Link>
        </p>
      ) : null}
      {order.isGift ? <p>{t('order.gift')}</p> : null}
      <section aria-labelledby="order-items">
        <h2 id="order-items">{t('order.items')}</h2>
        <ul className="cart-lines">
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: order items have no identity in the API
            <li key={index} className="cart-line">
              <div>
                <h3 className="cart-line__title">{item.title}</h3>
                {item.kind === 'PHYSICAL_PRODUCT' ? (
                  <p className="cart-line__meta">
                    {t('cart.quantity')}: {item.quantity}
                  </p>
                ) : (
                  <ul className="cart-line__licenses">
                    {item.license.map((license) => (
                      <li key={license.id}>
                        {license.title ?? license.id}
                        {license.licenseName ? `: ${license.licenseName}` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="cart-line__price">{formatMoney(item.price)}</div>
            </li>
          ))}
        </ul>
      </section>
      <dl className="checkout-totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{formatMoney(order.subTotalPrice)}</dd>
        {order.discountPrice.amount > 0 ? (
          <>
            <dt>{t('checkout.discount')}</dt>
            <dd>−{formatMoney(order.discountPrice)}</dd>
          </>
        ) : null}
        {order.shippingPrice.amount > 0 ? (
          <>
            <dt>{t('checkout.shipping')}</dt>
            <dd>{formatMoney(order.shippingPrice)}</dd>
          </>
        ) : null}
        <dt>{t('checkout.vat')}</dt>
        <dd>{formatMoney(order.vatPrice)}</dd>
        <dt className="checkout-totals__total">{t('checkout.total')}</dt>
        <dd className="checkout-totals__total" data-testid="order-total">
          {formatMoney(order.totalPrice)}
        </dd>
      </dl>
      <p className="checkout-form__actions">
        {order.invoiceUrl ? <a href={order.invoiceUrl}>{t('order.invoice')}</a> : null}
        {order.licenseUrl ? <a href={order.licenseUrl}>{t('order.license')}</a> : null}
        {order.shippingTrackUrl ? (
          <a href={order.shippingTrackUrl} rel="noopener noreferrer" target="_blank">
            {t('order.trackShipment')}
          </a>
        ) : null}
      </p>
      {order.canDownload ? (
        <Button busy={download.busy} onPress={() => download.start()}>
          {download.busy ? t('order.downloading') : t('order.download')}
        </Button>
      ) : null}
      {order.invoiceAddress ? (
        <AddressBlock title={t('checkout.invoiceTo')} address={order.invoiceAddress} />
      ) : null}
      {order.deliveryAddress ? (
        <AddressBlock title={t('checkout.shipping')} address={order.deliveryAddress} />
      ) : null}
    </article>
  );
}
