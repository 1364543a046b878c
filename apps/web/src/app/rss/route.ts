import { FEED_SIZE, ReadFeedStoriesQuery, renderRssFeed } from '../../features/stories/index.ts';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

/** /rss: the newest stories as an RSS 2.0 feed with absolute links (PUBLIC_URL). */
export async function GET(): Promise<Response> {
  const result = await serverQuery(
    ReadFeedStoriesQuery,
    { pageSize: FEED_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  // serverQuery logged the cause; a feed reader retries later.
  if (!result.ok) return new Response('The feed is unavailable, please try again later.', { status: 503 });
  const t = serverT();
  const xml = renderRssFeed({
    title: t('stories.rss.title'),
    description: t('stories.rss.description'),
    siteUrl: readRuntimeConfig().publicUrl,
    stories: result.data.readStories.nodes,
  });
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`,
    },
  });
}
