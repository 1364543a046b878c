import proxyAddr from 'proxy-addr';

/** Whether the hop at `address`, `index` hops from the API (0 = the socket), may report the client. */
export type TrustProxy = (address: string, index: number) => boolean;

/** Nothing in front of the API is believed: the socket's address is the client's. */
export const TRUST_NO_PROXY: TrustProxy = () => false;

/**
 * TRUST_PROXY, read as Express's `trust proxy` setting: a number of hops (`1` = one reverse proxy
 * in front), or comma-separated addresses and CIDR ranges of the proxies (`10.0.0.0/8, ::1`; the
 * names `loopback`, `linklocal` and `uniquelocal` stand for their ranges). Unset, `0` or `false`
 * trusts none, so X-Forwarded-For is ignored. See docs/security.md.
 */
export function parseTrustProxy(raw: string | undefined): { trust: TrustProxy } | { error: string } {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { trust: TRUST_NO_PROXY };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return { trust: (_address, index) => index < hops };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  try {
    return { trust: proxyAddr.compile(entries) };
  } catch {
    return {
      error: `TRUST_PROXY must be a number of proxy hops or comma-separated proxy addresses or CIDR ranges such as 10.0.0.0/8 (got '${value}').`,
    };
  }
}
