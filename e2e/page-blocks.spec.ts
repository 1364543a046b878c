import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/csp-guard.ts';

// The demo story made of every page block kind (docs/page-blocks.md), on a wide screen and a phone.
const STORY = '/articles/every-page-block';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** Whether the page scrolls sideways: wider than the window. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Something of each kind a reader sees, found as a reader (or a screen reader) finds it. */
async function expectEveryKind(page: Page) {
  const main = page.getByRole('main');
  // Scrolled to as a reader would: lazy pictures and frames load (and the CSP guard sees them).
  const seen = async (locator: Locator) => {
    await locator.first().scrollIntoViewIfNeeded();
    await expect(locator.first()).toBeVisible();
  };

  // Text
  await seen(main.getByText('This story shows every kind of block')); // lead
  await seen(main.getByText('A plain paragraph: text set in the page')); // paragraph
  await seen(main.getByRole('heading', { level: 2, name: 'Text', exact: true })); // headline
  await seen(main.getByText('Headings, quotes, code, lists and tables')); // subheadline
  await seen(main.getByText('A pull quote repeats one sentence of the story')); // pullquote
  await seen(main.getByText('A block quote is a longer quotation')); // blockquote
  await seen(main.getByText('Somebody, Some Book (1999)'));
  await expect(main.getByRole('region', { name: 'Code css' })).toContainText('@font-face'); // code
  await seen(main.getByRole('listitem').filter({ hasText: 'An unordered list' })); // list
  await seen(main.getByRole('listitem').filter({ hasText: 'counts its items' })); // ordered list
  await seen(main.getByRole('term').filter({ hasText: 'Axis' })); // definitionList
  await seen(main.getByRole('definition').filter({ hasText: 'A direction a variable font varies in' }));
  const table = main.getByRole('table', { name: 'Weights of the demo family' }); // table
  await seen(table.getByRole('columnheader', { name: 'Weight' }));
  await seen(table.getByRole('cell', { name: '700' }));
  await seen(main.getByRole('separator')); // divider
  // (The spacer is empty space, hidden from screen readers: nothing of it to see.)

  // Pictures
  for (const caption of [
    'An image with its caption.', // image
    'Across the whole window.', // imageFull
    'Wider than the text.', // imageWide
    'Beside the text.', // imageInline
  ]) {
    const figure = main.getByRole('figure', { name: caption });
    await seen(figure.getByRole('img'));
  }
  await expect(main.getByRole('figure', { name: 'Two pictures side by side.' }).getByRole('img')).toHaveCount(
    2,
  ); // imagePair
  await expect(main.getByRole('figure', { name: 'A grid of pictures.' }).getByRole('img')).toHaveCount(3); // imageGrid
  await seen(main.getByRole('region', { name: 'Three demo pictures' }).getByRole('img')); // slideshow
  const gallery = main.getByRole('region', { name: 'A gallery' }); // gallery
  await seen(gallery.getByRole('img'));
  await seen(gallery.getByText('has its own caption'));
  await seen(main.getByText('A quotation beside a picture of who said it.')); // quoteWithImage

  // Sound and moving pictures
  await seen(main.getByLabel('A demo video (no file in the demo data)')); // video
  await seen(main.getByTitle('A video on YouTube')); // videoEmbed
  await seen(main.getByLabel('A demo recording (no file in the demo data)')); // audio
  await seen(main.getByRole('button', { name: 'Transcript' }));
  await seen(main.getByTitle('The studio on the map')); // embed

  // Layout
  await seen(main.getByRole('tablist', { name: 'Formats' })); // tabs
  await seen(main.getByRole('button', { name: 'What is a licence?' })); // accordion
  await seen(main.getByText('The second column; on a phone the columns stack.')); // columns
  await seen(main.getByRole('list', { name: 'In figures' }).getByRole('listitem').filter({ hasText: '40+' })); // statistics
  await seen(
    main.getByRole('region', { name: 'Find your typeface' }).getByRole('link', { name: 'See all fonts' }),
  ); // callToAction
  await seen(main.getByRole('link', { name: 'Licensing', exact: true })); // buttonRow

  // The catalogue
  await seen(main.getByRole('region', { name: 'Vollkorn' }).getByRole('link', { name: 'See Vollkorn' })); // familyShowcase
  await seen(main.getByText('The quick brown fox jumps over the lazy dog')); // fontSample
  await seen(main.getByRole('region', { name: 'Try Inter' })); // variableFontTester
  await seen(main.getByText('Three characteristic glyphs')); // glyphHighlight
  await seen(main.getByRole('link', { name: 'Download Inter specimen (PDF)' })); // specimenDownload
  await seen(main.getByRole('link', { name: 'Licences for Noto Sans' })); // productCard

  // People and stories
  await seen(main.getByRole('complementary', { name: /^About / })); // authorBio
  const readNext = main.getByRole('region', { name: 'Read next' }); // relatedStories
  await expect(readNext.getByRole('link')).toHaveCount(2);
  // storyLink: the same story as the first related one, outside that list.
  const firstRelated = (await readNext.getByRole('link').first().textContent()) ?? '';
  await expect(main.getByRole('link', { name: firstRelated, exact: true })).toHaveCount(2);
  await seen(main.getByRole('region', { name: 'The newsletter' }).getByRole('button')); // subscribe
  await seen(main.getByRole('region', { name: 'Notes' }).getByRole('listitem')); // footnotes
}

for (const viewport of VIEWPORTS) {
  test.describe(`the every-page-block story on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows every block kind and never scrolls sideways', async ({ page }) => {
      await page.goto(STORY);
      await expect(page.getByRole('heading', { level: 1, name: 'Every Page Block' })).toBeVisible();
      expect(await overflowsSideways(page)).toBe(false);
      await expectEveryKind(page);
      // Lazy pictures and frames have loaded on the way down: still nothing wider than the window.
      expect(await overflowsSideways(page)).toBe(false);
    });

    test('the slideshow moves by its buttons and the arrow keys; the tabs by the arrow keys', async ({
      page,
    }) => {
      await page.goto(STORY);
      const slideshow = page.getByRole('region', { name: 'Three demo pictures' });
      const slide = (number: number) => slideshow.getByRole('group', { name: `Slide ${number} of 3` });
      await expect(slide(1)).toBeVisible();
      await expect(slide(2)).toBeHidden();

      await slideshow.getByRole('button', { name: 'Next picture' }).click();
      await expect(slide(2)).toBeVisible();
      await expect(slide(1)).toBeHidden();
      await expect(slideshow.getByText('The second slide')).toBeVisible();
      await slideshow.getByRole('button', { name: 'Previous picture' }).click();
      await slideshow.getByRole('button', { name: 'Previous picture' }).click();
      await expect(slide(3)).toBeVisible(); // it wraps around

      // The arrow keys, with focus on its buttons.
      await slideshow.getByRole('button', { name: 'Next picture' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(slide(1)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(slide(2)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(slide(1)).toBeVisible();
      await expect(slideshow.getByText('Slide 1 of 3', { exact: true })).toBeVisible(); // the live line

      const tabs = page.getByRole('tablist', { name: 'Formats' });
      const desktop = tabs.getByRole('tab', { name: 'Desktop' });
      await expect(desktop).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveText('OTF and TTF files for design applications.');
      await desktop.focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Web' })).toBeFocused();
      await expect(tabs.getByRole('tab', { name: 'Web' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveText('WOFF2 files, hosted or self-hosted.');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tabpanel')).toHaveText('Files embedded in an app.');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(desktop).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel')).toHaveText('OTF and TTF files for design applications.');
    });
  });
}
