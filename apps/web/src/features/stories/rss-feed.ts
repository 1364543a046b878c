/** A story as the feed needs it. */
export interface FeedStory {
  title: string;
  path: string;
  date: string;
  description: string | null;
  categories: readonly string[];
  authors: readonly { title: string }[];
}

export interface Feed {
  title: string;
  description: string;
  /** The site's public address, no trailing slash: links in a feed must be absolute. */
  siteUrl: string;
  stories: readonly FeedStory[];
}

/** How many stories the feed carries: the newest. */
export const FEED_SIZE = 20;

/** Text and attribute values made safe for XML; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** RFC 822 date of a story's publication day (feeds have no time of day for us: midnight UTC). */
function rfc822(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toUTCString() : parsed.toUTCString();
}

/** The stories as an RSS 2.0 document, newest first as given. */
export function renderRssFeed(feed: Feed): string {
  const link = (path: string) => escapeXml(new URL(path, `${feed.siteUrl}/`).href);
  const items = feed.stories.map((story) =>
    [
      '    <item>',
      `      <title>${escapeXml(story.title)}</title>`,
      `      <link>${link(story.path)}</link>`,
      `      <guid isPermaLink="true">${link(story.path)}</guid>`,
      `      <pubDate>${rfc822(story.date)}</pubDate>`,
      ...(story.description ? [`      <description>${escapeXml(story.description)}</description>`] : []),
      ...story.authors.map((author) => `      <dc:creator>${escapeXml(author.title)}</dc:creator>`),
      ...story.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  const newest = feed.stories[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${link('/stories')}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${link('/rss')}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
