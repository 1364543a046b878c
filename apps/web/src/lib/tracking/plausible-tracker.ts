import type { Tracker } from './tracker.ts';

export interface PlausibleOptions {
  /** The site as registered with the analytics host, e.g. 'shop.example'. */
  domain: string;
  /** Base URL of the analytics host, e.g. https://plausible.io (no trailing slash). */
  host: string;
  fetch?: typeof fetch;
  /** The page the event happened on; defaults to the browser's address. */
  currentUrl?: () => string;
}

/**
 * A Plausible-style adapter: one POST to `{host}/api/event` per event, no cookies, no identifiers.
 * The body goes as text/plain (as Plausible's own script sends it) so the browser needs no CORS
 * preflight; `keepalive` lets an event fired just before a navigation arrive.
 */
export function createPlausibleTracker({
  domain,
  host,
  fetch: send = globalThis.fetch,
  currentUrl = () => window.location.href,
}: PlausibleOptions): Tracker {
  return {
    track(event, props) {
      const body = JSON.stringify({
        name: event,
        url: currentUrl(),
        domain,
        referrer: typeof document === 'undefined' ? null : document.referrer || null,
        ...(props ? { props } : {}),
      });
      send(`${host}/api/event`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
        credentials: 'omit',
        keepalive: true,
      }).catch(() => undefined); // analytics must never break the page
    },
  };
}
