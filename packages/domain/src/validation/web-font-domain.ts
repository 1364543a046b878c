/** A DNS label: letters (Unicode, for IDNs) or digits, inner hyphens, at most 63 characters. */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';

/**
 * A domain a web font licence is bound to: a host with an optional http(s) scheme and an optional
 * trailing slash, e.g. `example.com`, `https://shop.example.org`, `localhost`. A leading `*.` covers
 * every subdomain and needs at least two labels after it (`*.example.com`, never `*.com`).
 * Paths, ports, queries, spaces and empty labels are refused.
 */
export const WEB_FONT_DOMAIN_PATTERN = new RegExp(
  `^(?:https?://)?(?:\\*\\.${LABEL}\\.${LABEL}(?:\\.${LABEL})*|${LABEL}(?:\\.${LABEL})*)/?$`,
  'iu',
);

/** Longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;

export function isWebFontDomain(value: string): boolean {
  if (!WEB_FONT_DOMAIN_PATTERN.test(value)) return false;
  return hostOf(value).length <= MAX_HOST_LENGTH;
}

/**
 * The host as stored and compared: scheme and trailing slash removed, lower case
 * (`HTTPS://Shop.Example.org/` → `shop.example.org`). Undefined when the value is not a valid domain.
 */
export function normaliseWebFontDomain(value: string): string | undefined {
  const trimmed = value.trim();
  return isWebFontDomain(trimmed) ? hostOf(trimmed).toLowerCase() : undefined;
}

function hostOf(value: string): string {
  return value.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
