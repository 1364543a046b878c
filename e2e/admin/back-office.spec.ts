import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  buyFamilyThroughApi,
  graphqlAsBrowser,
  newCustomerEmail,
  signUpInBrowser,
} from '../support/account-journey.ts';
import { apiURL, webURL } from '../support/urls.ts';
import { buyPosterThroughApi, newestMailTo, openOrderOf, signInToBackOffice } from './back-office-journey.ts';

// Acceptance of the back office (docs/back-office.md): staff sign in with the second factor, refund
// a paid order (its download is refused), mark a poster order shipped (the customer's mail is in the
// outbox) and approve a customer's fonts-in-use submission (it is public).

test.describe('the back office, as the demo owner', () => {
  test.setTimeout(180_000);

  test('signs in only with the second factor', async ({ page }) => {
    await signInToBackOffice(page, '000000');
    await expect(page.getByRole('alert')).toHaveText('E-mail, password or code not recognised.');
    await signInToBackOffice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Sales today')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();
  });

  test('refunds a paid order: it is REFUNDED and its download refused', async ({ page, browser }) => {
    const customer = await browser.newPage({ baseURL: webURL });
    const email = newCustomerEmail('refund');
    await signUpInBrowser(customer, { email });
    await buyFamilyThroughApi(customer, { familyUrl: 'vollkorn' });

    await signInToBackOffice(page);
    const orderId = await openOrderOf(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PAID');
    await page.getByLabel('Reason (kept in the audit log)').fill('Bought twice by mistake');
    await page.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund sent to the payment provider.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('REFUNDED');

    const download = graphqlAsBrowser(
      customer,
      'mutation ($id: ID) { createDownloadInfo(orderID: $id, type: "order") { id } }',
      { id: orderId },
    );
    await expect(download).rejects.toThrow(/not paid/);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(
      page.getByRole('table', { name: 'Audit log' }).getByText('order.refund').first(),
    ).toBeVisible();
    await customer.close();
  });

  test('marks a poster order shipped and the customer finds the mail', async ({ page, browser }) => {
    const customer = await browser.newPage({ baseURL: webURL });
    const email = newCustomerEmail('poster');
    await signUpInBrowser(customer, { email });
    await buyPosterThroughApi(customer);
    await customer.close();

    await signInToBackOffice(page);
    await openOrderOf(page, email);
    await page.getByLabel('Tracking number').fill('RR123456785CZ');
    await page.getByLabel('Carrier').fill('Czech Post');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByText('Marked shipped; the customer has been mailed.')).toBeVisible();
    await expect(page.getByText(/Shipped with tracking number RR123456785CZ/)).toBeVisible();

    await expect.poll(async () => (await newestMailTo(email))?.subject).toMatch(/has shipped/);
    expect((await newestMailTo(email))?.text).toContain('RR123456785CZ');
  });

  test('approves a fonts-in-use submission and it is public', async ({ page, browser }) => {
    const customer = await browser.newPage({ baseURL: webURL });
    await signUpInBrowser(customer, { email: newCustomerEmail('showcase') });
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const upload = await customer.request.post(`${apiURL}/fontsinuse/upload`, {
      headers: { origin: webURL },
      multipart: { 'files[]': { name: 'poster.png', mimeType: 'image/png', buffer: picture } },
    });
    const { fileIDs } = (await upload.json()) as { fileIDs: string[] };
    const { readFamilies } = await graphqlAsBrowser<{ readFamilies: { nodes: { id: string }[] } }>(
      customer,
      'query { readFamilies(url: "vollkorn") { nodes { id } } }',
    );
    const title = `Harbour posters ${Date.now()}`;
    const { createUserFontsInUse } = await graphqlAsBrowser<{ createUserFontsInUse: { id: string } }>(
      customer,
      'mutation ($data: UserFontsInUseInput!) { createUserFontsInUse(data: $data, reCaptchaToken: "dev-captcha-token") { id } }',
      { data: { title, families: [readFamilies.nodes[0]?.id], images: fileIDs } },
    );
    await customer.close();

    await signInToBackOffice(page);
    await page.getByRole('link', { name: 'Fonts in use' }).click();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`“${title}” is published; the customer has been mailed.`)).toBeVisible();

    await page.goto(`${webURL}/fonts/in-use/${createUserFontsInUse.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
