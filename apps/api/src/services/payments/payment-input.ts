import { AppError, ERROR_CODE } from '@foundry/errors';

/** The largest JSON a payment form sends (card fields, 3-D Secure browser data). */
const MAX_JSON_LENGTH = 16_000;

function invalid(field: string, sentence: string): AppError {
  return new AppError(ERROR_CODE.ORDER_INVALID, { message: sentence, fields: { [field]: sentence } });
}

/** A JSON object argument (method, browserInfo, details), bounded in size; else error 200 on that field. */
export function jsonObjectArgument(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(field, `${field} must be a JSON object.`);
  }
  if (JSON.stringify(value).length > MAX_JSON_LENGTH) throw invalid(field, `${field} is too large.`);
  return value as Record<string, unknown>;
}

/** A payment method as the payment form gives it: an object with a `type`. */
export function paymentMethodArgument(
  value: unknown,
  field = 'method',
): Record<string, unknown> & { type: string } {
  const method = jsonObjectArgument(value, field);
  if (typeof method.type !== 'string' || method.type.trim() === '' || method.type.length > 64) {
    throw invalid(field, `${field}.type must name the payment method, e.g. 'scheme'.`);
  }
  return method as Record<string, unknown> & { type: string };
}

/** The origin of the shopper's page (3-D Secure needs it): an absolute http(s) origin or nothing. */
export function originArgument(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // fall through
  }
  throw invalid('origin', 'origin must be the page’s origin, e.g. https://shop.example.');
}
