import type { Plugin } from 'graphql-yoga';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { readNotificationItems } from '../integrations/payments/adyen/adyen-notifications.ts';
import type { Payments } from '../integrations/payments/create-payments.ts';
import type { Logger } from '../logger.ts';
import type { PaymentNotificationRepository } from '../repositories/payment-notification-repository.ts';
import type { PaymentRepository } from '../repositories/payment-repository.ts';
import type { OrderClubPoints } from '../services/club/order-club-points.ts';
import { processPaymentNotification } from '../services/payments/process-payment-notification.ts';
import type { PaymentMailDeps } from '../services/payments/send-payment-mail.ts';
import type { WebfontsBills } from '../services/webfonts/settle-webfonts-bill.ts';
import { BodyTooLargeError, readCappedText } from './read-capped-body.ts';

/** A webhook delivery larger than this is not Adyen's. */
export const MAX_DELIVERY_BYTES = 256_000;

interface PaymentNotificationsRouteOptions {
  payments: Payments;
  repositories: {
    payments: PaymentRepository;
    paymentNotifications: PaymentNotificationRepository;
    club: OrderClubPoints;
    webfontsBilling: WebfontsBills;
    orders: PaymentMailDeps['orders'];
  };
  logger: Logger;
  /** Sends the mails a payment result calls for (order confirmation, refusal). */
  mailer: Mailer;
  urls: PaymentMailDeps['urls'];
}

/**
 * `POST /payments/adyen/notifications` (or `/payments/test-provider/notifications` with the
 * built-in provider): Adyen's standard webhook. Every item's HMAC is checked (one bad item refuses
 * the delivery with 401 and stores nothing), every item is stored once per event key, the answer
 * `[accepted]` goes out at once, and the items are processed afterwards: a redelivered item is
 * found processed and left alone.
 */
export function usePaymentNotificationsRoute({
  payments,
  repositories,
  logger,
  mailer,
  urls,
}: PaymentNotificationsRouteOptions): Plugin {
  const { path, hmacKey } = payments.notifications;
  const provider = payments.provider.name;
  const deps = {
    payments: repositories.payments,
    notifications: repositories.paymentNotifications,
    // Credits a paid order's club points, takes them back when it is refunded.
    clubPoints: repositories.club,
    // Lifts the pause of a web font project whose bill was paid.
    webfontsBills: repositories.webfontsBilling,
    logger,
    // Refunds a late payment for a cancelled order (see refundLatePayment).
    provider: payments.provider,
    paymentMails: { orders: repositories.orders, mailer, logger, urls },
  };
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== path) return;
      const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
        endResponse(
          new fetchAPI.Response(body, {
            status,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
          }),
        );
      if (request.method !== 'POST') {
        reply(405, 'Webhooks are sent with POST.', { allow: 'POST' });
        return;
      }
      let text: string;
      try {
        text = await readCappedText(request, MAX_DELIVERY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        reply(413, 'The delivery is too large.');
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        reply(400, 'The body is not JSON.');
        return;
      }
      const read = await readNotificationItems(body, hmacKey);
      if (!read.ok) {
        logger.warn({ provider, reason: read.reason }, 'payment webhook refused');
        reply(read.reason.startsWith('bad HMAC') ? 401 : 400, 'Refused.');
        return;
      }
      const stored = [];
      for (const item of read.items) {
        const row = await repositories.paymentNotifications.store({
          provider,
          eventKey: item.eventKey,
          payload: item.payload,
        });
        stored.push({ row, item });
      }
      reply(200, '[accepted]');
      // After the answer: Adyen only needs to know the items are safely stored.
      void (async () => {
        for (const { row, item } of stored) await processPaymentNotification(row, item, deps);
      })().catch((error) => logger.error({ err: error }, 'payment webhook processing failed'));
    },
  };
}
