import { expect, test } from '@playwright/test';
import { webURL } from './support/urls.ts';

test('a reader opens a blog post from /blog, meets its author and finds the post in the RSS feed', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle('Foundry – Blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  const card = page.locator('article[data-story="variable-fonts-in-motion"]');
  await card.getByRole('link', { name: /Variable Fonts in Motion/ }).click();

  await expect(page).toHaveURL(/\/blog\/variable-fonts-in-motion$/);
  await expect(page).toHaveTitle('Foundry – Variable Fonts in Motion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Variable Fonts in Motion');
  // The body's blocks: a pull quote, a headline and a numbered list; the dark theme on its colour.
  await expect(page.locator('blockquote')).toContainText('weight 640');
  await expect(page.getByRole('heading', { level: 2, name: 'In short' })).toBeVisible();
  await expect(page.locator('ol.story-block--list li')).toHaveCount(3);
  await expect(page.locator('.story--dark')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  // Featured families link to their pages; related stories follow.
  await expect(
    page
      .getByRole('complementary', { name: 'Fonts in this story' })
      .getByRole('link', { name: 'Inter' })
      .first(),
  ).toHaveAttribute('href', '/fonts/inter');
  await expect(
    page.getByRole('region', { name: 'Related stories' }).getByRole('article').first(),
  ).toBeVisible();

  await page.locator('.story__authors').getByRole('link', { name: 'Rasmus Andersson' }).click();
  await expect(page).toHaveURL(/\/authors\/rasmus-andersson$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rasmus Andersson');
  const blogSection = page.getByRole('region', { name: 'Blog' });
  await expect(blogSection.locator('article[data-story="variable-fonts-in-motion"]')).toBeVisible();

  const response = await page.request.get('/rss');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const feed = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        errors: document.getElementsByTagName('parsererror').length,
        version: document.documentElement.getAttribute('version'),
        items: Array.from(document.getElementsByTagName('item')).map((item) => ({
          title: item.getElementsByTagName('title')[0]?.textContent,
          link: item.getElementsByTagName('link')[0]?.textContent,
        })),
      };
    },
    await response.text(),
  );
  expect(feed.errors).toBe(0);
  expect(feed.version).toBe('2.0');
  expect(feed.items).toContainEqual({
    title: 'Variable Fonts in Motion',
    link: `${webURL}/blog/variable-fonts-in-motion`,
  });
});

test('/stories filters by language and the research routes list their category', async ({ page }) => {
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stories');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /Czech/ }).click();
  await expect(page).toHaveURL(/\/stories\?language=cs$/);
  await expect(page.locator('article[data-story]')).toHaveCount(2);
  await expect(page.locator('article[data-story="czech-diacritics"]')).toBeVisible();
  await expect(page.locator('article[data-story="navrh-pro-mnoho-pisem"]')).toBeVisible();

  await page.goto('/research/cognitive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cognitive research');
  await expect(page.locator('article[data-story]')).toHaveCount(1);
  await page.locator('article[data-story="x-height-and-legibility"]').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/research\/x-height-and-legibility$/);
});

test('a part of a series leads to the next, a story to its translation and its fonts, a family to its suite', async ({
  page,
}) => {
  await page.goto('/articles/optical-sizes-explained');
  const series = page.getByRole('navigation', { name: 'Series' });
  await expect(series).toContainText('Part 2 of 3 in the series Type on Screen');
  await expect(series.getByRole('link', { name: 'Previous part: Variable Fonts in Motion' })).toHaveAttribute(
    'href',
    '/blog/variable-fonts-in-motion',
  );
  await series.getByRole('link', { name: 'Next part: Choosing a Monospace for Code' }).click();
  await expect(page).toHaveURL(/\/blog\/choosing-a-monospace-for-code$/);
  await expect(page.getByRole('navigation', { name: 'Series' })).toContainText('Part 3 of 3');

  await page.goto('/articles/designing-for-many-scripts');
  // The translation is linked in the page and, for search engines, in its head.
  await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute(
    'href',
    /\/articles\/navrh-pro-mnoho-pisem$/,
  );
  const fonts = page.getByRole('complementary', { name: 'Fonts in this story' });
  const noto = fonts.getByRole('link', { name: 'Noto Sans' });
  await expect(noto).toHaveAttribute('href', '/fonts/noto-sans');
  // Each family's name is set in its own font, and that font has loaded.
  const notoFont = await noto.getAttribute('data-font-family');
  expect(notoFont).toMatch(/^ff-style-/);
  await expect
    .poll(() => page.evaluate((name) => document.fonts.check(`16px "${name}"`), notoFont as string))
    .toBe(true);
  const czech = page.getByRole('navigation', { name: 'This story in other languages' }).getByRole('link', {
    name: 'Čeština',
  });
  await expect(czech).toHaveAttribute('hreflang', 'cs');
  await czech.click();
  await expect(page).toHaveURL(/\/articles\/navrh-pro-mnoho-pisem$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Návrh pro mnoho písem');
  await expect(page.locator('article[lang="cs"]')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'This story in other languages' })
      .getByRole('link', { name: 'English' }),
  ).toHaveAttribute('href', '/articles/designing-for-many-scripts');

  await page.goto('/fonts/source-sans-3');
  const suite = page.getByRole('region', { name: 'In the same suite' });
  await suite.getByRole('link', { name: 'Source Code Pro' }).click();
  await expect(page).toHaveURL(/\/fonts\/source-code-pro$/);
  await expect(
    page.getByRole('region', { name: 'In the same suite' }).getByRole('link', { name: 'Source Sans 3' }),
  ).toBeVisible();
});
