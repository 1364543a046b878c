import { expect, test } from '@playwright/test';
import { buyClubPointsThroughApi, newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';

// The rewards club (docs/club.md): a new customer joins, buys 300 club points through the real API
// (createClubPointsOrder paid by the test card, credited when PAID), claims the €10 voucher on
// /my_account/club and sees its code listed, the balance lowered and both moves in the history.

test.describe('the rewards club', () => {
  test.setTimeout(180_000);

  test('the public page lists the rewards and the way in', async ({ page }) => {
    await page.goto('/club');
    const title = page.getByRole('heading', { level: 1, name: 'The Club' });
    await expect(title).toBeVisible();
    // The page keeps the side margins of every page: its text never touches the window's edge.
    const box = await title.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(16);
    await expect(page.getByRole('heading', { level: 2, name: 'How points are earned' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Vollkorn letterpress specimen' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '€10 voucher' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/my_account/login?intended=%2Fmy_account%2Fclub',
    );
  });

  test('a member with bought points claims a voucher and sees its code listed', async ({ page }) => {
    await signUpInBrowser(page, { email: newCustomerEmail('club') });
    const order = await buyClubPointsThroughApi(page, 300);

    await page.goto('/my_account/club');
    await expect(page.getByRole('heading', { level: 1, name: 'Club' })).toBeVisible();
    await expect(page.getByText('You have 300 points')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crowdfunding' })).toHaveAttribute(
      'href',
      '/my_account/club/crowdfunding',
    );
    const vouchers = page.getByRole('region', { name: 'Your vouchers' });
    await expect(vouchers.getByText('You have no vouchers yet.')).toBeVisible();

    const voucher = page.getByRole('article', { name: '€10 voucher' });
    await voucher.getByRole('button', { name: 'Claim €10 voucher' }).click();
    // Said above the list: with 100 points left the voucher leaves it.
    const claimed = page.getByRole('region', { name: 'Rewards you can claim now' }).getByRole('status');
    await expect(claimed).toHaveText(/^Claimed: €10 voucher\. Your voucher code is CLUB-[A-Z0-9]{10}\.$/);
    const code = ((await claimed.textContent()) ?? '').match(/CLUB-[A-Z0-9]{10}/)?.[0] ?? '';

    await expect(page.getByText('You have 100 points')).toBeVisible();
    await expect(vouchers.getByText(code)).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Voucher: €10 voucher')).toBeVisible();
    await expect(history.getByText(`Points bought with order ${order.id}`)).toBeVisible();
  });
});
