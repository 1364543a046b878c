import { createHmac } from 'node:crypto';

/** Adyen's HMAC of a standard webhook item, computed as its documentation describes it. */
export function hmacOf(item: Record<string, unknown>, hexKey: string): string {
  const amount = item.amount as { value: number; currency: string };
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    amount.value,
    amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(data, 'utf8').digest('base64');
}

/** A signed Adyen standard webhook delivery with one item (AUTHORISATION unless told). */
export function notification(
  fields: {
    pspReference: string;
    merchantReference: string;
    eventCode?: string;
    success?: boolean;
    value?: number;
  } & {
    originalReference?: string;
    reason?: string;
  },
  hexKey: string,
) {
  const item: Record<string, unknown> = {
    amount: { currency: 'EUR', value: fields.value ?? 4900 },
    eventCode: fields.eventCode ?? 'AUTHORISATION',
    eventDate: '2026-11-22T01:00:00+01:00',
    merchantAccountCode: 'FoundryECOM',
    merchantReference: fields.merchantReference,
    paymentMethod: 'visa',
    pspReference: fields.pspReference,
    success: String(fields.success ?? true),
    ...(fields.originalReference ? { originalReference: fields.originalReference } : {}),
    ...(fields.reason ? { reason: fields.reason } : {}),
  };
  item.additionalData = { hmacSignature: hmacOf(item, hexKey) };
  return { live: 'false', notificationItems: [{ NotificationRequestItem: item }] };
}
