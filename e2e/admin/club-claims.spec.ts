import { expect, test } from '@playwright/test';
import {
  buyClubPointsThroughApi,
  graphqlAsBrowser,
  newCustomerEmail,
  saveAddressThroughApi,
  signUpInBrowser,
} from '../support/account-journey.ts';
import { webURL } from '../support/urls.ts';
import { newestMailTo, signInToBackOffice } from './back-office-journey.ts';

// Club reward claims in the back office (docs/back-office.md, "Club and affiliates"): a member
// claims a shipped reward with their points; staff find the claim waiting, mark it shipped with a
// tracking number, and the member's mail is in the outbox.

test.describe('club reward claims, as the demo owner', () => {
  test.setTimeout(180_000);

  test('a member claims a reward; staff mark it shipped and the member is mailed', async ({
    page,
    browser,
  }) => {
    const member = await browser.newPage({ baseURL: webURL });
    const email = newCustomerEmail('reward');
    await signUpInBrowser(member, { email });
    await buyClubPointsThroughApi(member, 200);
    const address = await saveAddressThroughApi(member);
    const { readClubRewards } = await graphqlAsBrowser<{
      readClubRewards: { nodes: { id?: string; title: string }[] };
    }>(member, '{ readClubRewards(pageSize: 100) { nodes { ... on ClubReward { id title } } } }');
    const reward = readClubRewards.nodes.find((node) => node.title === 'Vollkorn letterpress specimen');
    if (!reward?.id) throw new Error('the seed has no Vollkorn letterpress specimen');
    await graphqlAsBrowser(
      member,
      'mutation ($r: ID!, $a: ID) { createClubReward(rewardID: $r, shippingAddressID: $a) { id status } }',
      { r: reward.id, a: address },
    );
    await member.close();

    await signInToBackOffice(page);
    await page.getByRole('link', { name: 'Reward claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reward claims' })).toBeVisible();
    const claims = page.getByRole('table', { name: 'Reward claims' });
    await expect(claims.getByRole('row', { name: new RegExp(email) })).toContainText('Brno');
    await claims
      .getByRole('button', { name: `Mark shipped: Vollkorn letterpress specimen for ${email}` })
      .click();
    const form = page.getByRole('form', { name: 'Mark a reward shipped' });
    await form.getByLabel('Tracking number').fill('#');
    await form.getByRole('button', { name: 'Mark shipped and mail the member' }).click();
    await expect(form.getByText(/Give the carrier’s tracking number/).first()).toBeVisible();
    await form.getByLabel('Tracking number').fill('RR555000111CZ');
    await form.getByLabel('Carrier (optional)').fill('Czech Post');
    await form.getByRole('button', { name: 'Mark shipped and mail the member' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Vollkorn letterpress specimen is marked shipped; ${email} has been mailed.`,
    );
    await expect(claims.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);

    await expect.poll(async () => (await newestMailTo(email))?.subject).toMatch(/has shipped/);
    expect((await newestMailTo(email))?.text).toContain('Tracking number: RR555000111CZ (Czech Post)');

    await page.getByLabel('Show').selectOption('SHIPPED');
    await expect(claims.getByRole('row', { name: new RegExp(email) })).toContainText('Sent · RR555000111CZ');
  });
});
