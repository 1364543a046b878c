import { AppError, ERROR_CODE } from '@foundry/errors';

/** Longest returnUrl accepted; a redirect back carries it in full. */
const MAX_RETURN_URL_LENGTH = 2000;

/**
 * The URL the shopper comes back to after a redirect (3-D Secure, a bank): absolute (217 otherwise)
 * and on one of the shop's own origins, so the payment flow can't be used to send a shopper to
 * another site.
 */
export function validReturnUrl(raw: string, allowedOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError(ERROR_CODE.URL_NOT_ABSOLUTE, {
      fields: { returnUrl: 'Give the full address, starting with https://.' },
    });
  }
  if (raw.length > MAX_RETURN_URL_LENGTH || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new AppError(ERROR_CODE.URL_NOT_ABSOLUTE, {
      fields: { returnUrl: 'Give the full address, starting with https://.' },
    });
  }
  if (!allowedOrigins.includes(url.origin)) {
    throw new AppError(ERROR_CODE.URL_NOT_ABSOLUTE, {
      message: 'The return address must be on the shop’s own site.',
      fields: { returnUrl: 'The return address must be on the shop’s own site.' },
    });
  }
  return url.toString();
}
