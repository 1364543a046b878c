// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeXml, renderRssFeed } from './rss-feed.ts';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0 with absolute links, even with markup-like text', () => {
    const xml = renderRssFeed({
      title: 'Stories',
      description: 'News & notes',
      siteUrl: 'https://shop.example',
      stories: [
        {
          title: 'Fonts <b>&</b> "quotes"',
          path: '/blog/fonts-and-quotes',
          date: '2025-02-03',
          description: 'A <script>alert(1)</script> test\u0001',
          categories: ['Technology'],
          authors: [{ title: 'Anna Nováková' }],
        },
        {
          title: 'Second',
          path: '/research/x',
          date: '2024-01-01',
          description: null,
          categories: [],
          authors: [],
        },
      ],
    });
    const document = parse(xml);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...document.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe('Fonts <b>&</b> "quotes"');
    expect(items[0]?.getElementsByTagName('link')[0]?.textContent).toBe(
      'https://shop.example/blog/fonts-and-quotes',
    );
    expect(items[0]?.getElementsByTagName('pubDate')[0]?.textContent).toBe('Mon, 03 Feb 2025 00:00:00 GMT');
    expect(items[0]?.getElementsByTagName('dc:creator')[0]?.textContent).toBe('Anna Nováková');
    expect(items[1]?.getElementsByTagName('description')).toHaveLength(0);
    expect(document.getElementsByTagName('channel')[0]?.getElementsByTagName('link')[0]?.textContent).toBe(
      'https://shop.example/stories',
    );
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });
});
