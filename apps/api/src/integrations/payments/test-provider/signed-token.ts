import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tamper-proof tokens of the built-in test provider (redirect results, bank-page links, stored-card
 * ids): base64url JSON and its HMAC-SHA256, so the browser can carry them but not forge or edit them.
 */
export interface TokenSigner {
  sign(kind: string, payload: Record<string, unknown>): string;
  /** The payload of a genuine token of this kind that has not expired, else null. */
  verify(kind: string, token: string): Record<string, unknown> | null;
  /** The keyed digest of a text, for ids that never expire (stored cards). */
  digest(text: string): string;
}

/** Tokens older than this are refused; a shopper finishes a bank page in minutes. */
const DEFAULT_LIFETIME_MS = 60 * 60 * 1000;

export function createTokenSigner(
  secret: string = randomBytes(32).toString('hex'),
  options: { lifetimeMs?: number; now?: () => number } = {},
): TokenSigner {
  const lifetimeMs = options.lifetimeMs ?? DEFAULT_LIFETIME_MS;
  const now = options.now ?? Date.now;
  const mac = (kind: string, body: string) =>
    createHmac('sha256', secret).update(`${kind}.${body}`).digest('base64url');
  return {
    digest: (text) => mac('digest', text),
    sign(kind, payload) {
      const body = Buffer.from(JSON.stringify({ ...payload, iat: now() })).toString('base64url');
      return `${body}.${mac(kind, body)}`;
    },
    verify(kind, token) {
      if (typeof token !== 'string' || token.length > 4096) return null;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(kind, body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof payload !== 'object' || payload === null) return null;
      const issuedAt = (payload as { iat?: unknown }).iat;
      if (typeof issuedAt !== 'number' || now() - issuedAt > lifetimeMs) return null;
      return payload as Record<string, unknown>;
    },
  };
}
