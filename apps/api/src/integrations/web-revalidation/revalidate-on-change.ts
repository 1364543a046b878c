import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { Logger } from '../../logger.ts';
import { revalidateWebPages } from './revalidate-web-pages.ts';
import type { WebRevalidationConfig } from './web-revalidation-config.ts';

/**
 * Passes every change this process hears (its own writes and, through the change feed, those of
 * other processes) to the web server as cache tags: the web app tags its cached reads by topic, so
 * a change's topic is the tag (docs/performance.md, "Public pages"). Returns the unsubscribe function.
 */
export function revalidateWebPagesOnChange(
  feed: ChangeFeed,
  config: WebRevalidationConfig | null,
  logger: Logger,
  doFetch: typeof fetch = fetch,
): () => void {
  if (!config) return () => {};
  return feed.subscribeChanges((change) => {
    void revalidateWebPages([change.topic], { config, fetch: doFetch }).then((outcome) => {
      if (!outcome.ok)
        logger.warn({ topic: change.topic, reason: outcome.reason }, 'Web pages not revalidated');
    });
  });
}
