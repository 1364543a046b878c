import { expect, test } from '@playwright/test';
import { webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// Acceptance of the editorial back office (docs/editorial-admin.md): staff signed in with the second
// factor write a story of three block kinds (reordered with the keyboard's Move buttons), share a
// preview link that shows the draft while the public page does not, publish it, and the public site
// (cached pages renewed by the change feed) shows it.

test.describe('publishing a story from the back office', () => {
  test.setTimeout(180_000);

  test('writes, previews and publishes a story that the public site then shows', async ({
    page,
    browser,
  }) => {
    const url = `a-story-from-the-back-office-${Date.now()}`;
    await signInToBackOffice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Stories' }).click();
    await page.getByRole('link', { name: 'New story' }).click();

    await page.getByLabel('Title').fill('Letters for the long night');
    await page.getByLabel('Address (last part)').fill(url);
    await page.getByLabel('Type').selectOption('BLOG');
    await page.getByRole('checkbox', { name: 'Anna Nováková' }).check();

    const blocks = page.getByRole('group', { name: 'Blocks' });
    const add = async (kind: string) => {
      await blocks.getByLabel('Kind of block to add').selectOption({ label: kind });
      await blocks.getByRole('button', { name: 'Add block' }).click();
    };
    await add('Paragraph');
    await expect(page.getByRole('listitem', { name: 'Block 1: Paragraph' }).getByLabel('Text')).toBeFocused();
    await page.keyboard.type('Night shifts need letters that stay open at small sizes.');
    await add('Pull quote');
    const quote = page.getByRole('listitem', { name: 'Block 2: Pull quote' });
    await quote.getByLabel('Text').fill('Counters are the lamps of a letter.');
    await quote.getByLabel('Who said it').fill('A night editor');
    await add('Headline');
    await page
      .getByRole('listitem', { name: 'Block 3: Headline' })
      .getByLabel('Text')
      .fill('Why open counters');

    // The headline goes first: two presses of its Move up button, focus staying on it.
    await page.getByRole('button', { name: 'Move up (Block 3: Headline)' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Move up (Block 2: Headline)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem', { name: 'Block 1: Headline' })).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expect(page).toHaveURL(/#\/stories\/\d+$/);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    // A draft: nobody sees it on the public site, except through the preview link.
    const visitor = await browser.newPage();
    const hidden = await visitor.goto(`${webURL}/blog/${url}`);
    expect(hidden?.status()).toBe(404);
    await page.getByRole('button', { name: 'Make preview link' }).click();
    const previewUrl = await page.getByRole('link', { name: 'Preview link' }).getAttribute('href');
    expect(previewUrl).toMatch(new RegExp(`^${webURL}/preview/stories/\\d+\\.\\d+\\.[\\w-]{43}$`));
    await visitor.goto(previewUrl as string);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Letters for the long night' }),
    ).toBeVisible();
    const forged = await visitor.goto(`${(previewUrl as string).slice(0, -3)}abc`);
    expect(forged?.status()).toBe(404);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

    // The public page, refused a moment ago, now shows the story with its blocks in their order.
    await expect(async () => {
      const shown = await visitor.goto(`${webURL}/blog/${url}`);
      expect(shown?.status()).toBe(200);
    }).toPass({ timeout: 30_000 });
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Letters for the long night' }),
    ).toBeVisible();
    const headline = visitor.getByRole('heading', { level: 2, name: 'Why open counters' });
    await expect(headline).toBeVisible();
    await expect(visitor.getByText('Night shifts need letters that stay open at small sizes.')).toBeVisible();
    await expect(visitor.getByText('Counters are the lamps of a letter.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Anna Nováková' }).first()).toBeVisible();
  });
});
