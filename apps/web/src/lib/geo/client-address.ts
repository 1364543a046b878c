/**
 * The visitor's IPv4 address: the first hop of `x-forwarded-for` (`next start` fills the header
 * with the socket address when no proxy did). The header can be forged by the visitor, which is
 * acceptable here: the country only preselects a form field, it grants nothing.
 * IPv6 addresses give null (the bundled database covers IPv4 only), except IPv4-mapped ones.
 */
export function clientAddress(headers: Headers): string | null {
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim();
  if (!first) return null;
  const address = first.replace(/^\[?::ffff:/i, '').replace(/\]$/, '');
  // "203.0.113.9:51234" (some proxies append the port to IPv4 addresses).
  const ipv4 = address.match(/^(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/)?.[1];
  if (!ipv4) return null;
  return ipv4.split('.').every((part) => Number(part) <= 255) ? ipv4 : null;
}
