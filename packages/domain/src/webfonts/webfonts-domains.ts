import { normaliseWebFontDomain } from '../validation/web-font-domain.ts';

/**
 * The domains a hosted kit may be used on. A domain is typed as a host with an optional http(s)
 * scheme and trailing slash (no port or path), and may start with `*.` for every subdomain
 * (docs/webfonts.md, "Domains"). It is stored as the host alone, lower-case without a trailing dot
 * (`*.example.com` keeps its wildcard); `localhost` and IPv4 addresses are allowed for testing.
 * A plain domain also covers its `www.` host.
 */

export const MAX_PROJECT_DOMAINS = 20;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

const WILDCARD = '*.';

/** The stored form of a typed domain, or null when it is not a host (or `*.` host) name. */
export function normaliseDomain(input: string): string | null {
  const typed = normaliseWebFontDomain(input.trim().replace(/\.(\/?)$/, '$1'));
  if (typed === undefined) return null;
  if (!typed.startsWith(WILDCARD)) return normaliseHost(typed);
  const host = normaliseHost(typed.slice(WILDCARD.length));
  // A wildcard covers the subdomains of a registered name, never of a test address.
  return host === null || host === 'localhost' || IPV4.test(host) ? null : `${WILDCARD}${host}`;
}

/** A bare host name checked as the kit compares it (ASCII labels, a top-level domain that is no number). */
function normaliseHost(host: string): string | null {
  if (host === '' || host.length > 253) return null;
  if (host === 'localhost' || IPV4.test(host)) return host;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  // The top-level domain is never all digits (that would be a mistyped address).
  if (/^\d+$/.test(labels[labels.length - 1] as string)) return null;
  return host;
}

/** The host of an Origin or Referer header value, or null when it has none (e.g. 'null'). */
export function hostOfHeader(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * Whether a request host is one of the project's domains (or its www. host); `*.example.com` is any
 * host below example.com, not example.com itself.
 */
export function isAllowedHost(host: string | null, domains: readonly string[]): boolean {
  if (!host) return false;
  return domains.some((domain) =>
    domain.startsWith(WILDCARD)
      ? host.endsWith(domain.slice(WILDCARD.length - 1))
      : host === domain || host === `www.${domain}`,
  );
}
