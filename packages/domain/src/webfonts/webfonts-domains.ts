/**
 * The domains a hosted kit may be used on. A domain is a host name only (no scheme, port or path),
 * stored lower-case without a trailing dot; `localhost` and IPv4 addresses are allowed for testing.
 * A domain also covers its `www.` host.
 */

export const MAX_PROJECT_DOMAINS = 20;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** The stored form of a typed domain, or null when it is not a bare host name. */
export function normaliseDomain(input: string): string | null {
  const host = input.trim().toLowerCase().replace(/\.$/, '');
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

/** Whether a request host is one of the project's domains (or its www. host). */
export function isAllowedHost(host: string | null, domains: readonly string[]): boolean {
  if (!host) return false;
  return domains.some((domain) => host === domain || host === `www.${domain}`);
}
