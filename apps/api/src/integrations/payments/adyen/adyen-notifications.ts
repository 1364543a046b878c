import type { Money } from '@foundry/domain/money/money';
import { type Adyen, loadAdyen } from './load-adyen.ts';

/** One item of a standard webhook (Adyen's NotificationRequestItem), as far as the shop reads it. */
export interface PaymentNotificationItem {
  /** Adyen's identity of the event: a redelivery carries the same key. */
  eventKey: string;
  eventCode: string;
  success: boolean;
  pspReference: string;
  originalReference: string | null;
  /** Our reference of the payment attempt. */
  merchantReference: string;
  amount: Money | null;
  reason: string | null;
  /** The item as it came, signature included, for the payment_notifications table. */
  payload: Record<string, unknown>;
}

export type ReadNotificationsResult =
  | { ok: true; items: PaymentNotificationItem[] }
  | { ok: false; reason: string };

/** Adyen batches at most a handful of items; anything bigger is not Adyen. */
const MAX_ITEMS = 100;

type Validator = InstanceType<Adyen['hmacValidator']>;
let validator: Promise<Validator> | null = null;
const validatorOf = () => {
  validator ??= loadAdyen().then((adyen) => new adyen.hmacValidator());
  return validator;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The items of a webhook body, each checked against the HMAC key (Adyen signs every item, not the
 * body). One bad item refuses the whole delivery, so nothing of a forged batch is stored.
 */
export async function readNotificationItems(
  body: unknown,
  hmacKey: string,
): Promise<ReadNotificationsResult> {
  const list = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(list) || list.length === 0) return { ok: false, reason: 'no notificationItems' };
  if (list.length > MAX_ITEMS) return { ok: false, reason: 'too many notificationItems' };
  const items: PaymentNotificationItem[] = [];
  const hmac = await validatorOf();
  for (const entry of list) {
    const item = (entry as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem;
    if (typeof item !== 'object' || item === null) return { ok: false, reason: 'malformed item' };
    const fields = item as Record<string, unknown>;
    const pspReference = text(fields.pspReference);
    const eventCode = text(fields.eventCode);
    const merchantReference = text(fields.merchantReference);
    if (!pspReference || !eventCode || !merchantReference) return { ok: false, reason: 'malformed item' };
    let valid = false;
    try {
      valid = hmac.validateHMAC(item as never, hmacKey);
    } catch {
      valid = false; // the library throws when the signature is missing
    }
    if (!valid) return { ok: false, reason: `bad HMAC signature (${pspReference} ${eventCode})` };
    const amount = fields.amount as { value?: unknown; currency?: unknown } | undefined;
    const success = fields.success === 'true' || fields.success === true;
    items.push({
      eventKey: `${pspReference}:${eventCode}:${success}`,
      eventCode,
      success,
      pspReference,
      originalReference: text(fields.originalReference),
      merchantReference,
      amount:
        typeof amount?.value === 'number' && typeof amount.currency === 'string'
          ? { amount: amount.value, currency: amount.currency }
          : null,
      reason: text(fields.reason),
      payload: fields,
    });
  }
  return { ok: true, items };
}

/** Signs an item as Adyen does (the test provider's webhooks and the tests use it). */
export async function signNotificationItem(item: Record<string, unknown>, hmacKey: string): Promise<string> {
  return (await validatorOf()).calculateHmac(item as never, hmacKey);
}
