import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { graphqlAsBrowser, saveAddressThroughApi } from '../support/account-journey.ts';
import { adminURL, webURL } from '../support/urls.ts';

// Steps the back-office journeys share: the demo owner signs in with the second factor, and a
// customer buys what staff will then handle, through the shop's real API.

/** The demo owner of the seed (docs/back-office.md), for local use only. */
export const DEMO_OWNER = {
  email: 'owner@foundry.local',
  password: 'demo-owner-local-only',
  totpSecret: 'KE2E2QAC5UISDTLAL4YQXSKYHM63I5F2',
};

/** The six digits an authenticator app shows now for the demo owner. */
export function currentCode(): string {
  return new TOTP({ secret: DEMO_OWNER.totpSecret, digits: 6, period: 30 }).generate();
}

/** Fills the sign-in form; `code` defaults to the right one. */
export async function signInToBackOffice(page: Page, code = currentCode()): Promise<void> {
  await page.goto(`${adminURL}/`);
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens an order of a customer from the orders list, searched by e-mail; answers its id. */
export async function openOrderOf(page: Page, email: string): Promise<string> {
  await page.goto(`${adminURL}/#/orders`);
  await page.getByLabel('Customer or order number').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await page.getByRole('table', { name: 'Orders' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/orders\/\d+$/);
  return /#\/orders\/(\d+)$/.exec(page.url())?.[1] as string;
}

/** Opens a customer's page from the customers list, searched by e-mail. */
export async function openCustomer(page: Page, email: string): Promise<void> {
  await page.goto(`${adminURL}/#/customers`);
  await page.getByLabel('E-mail or name').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  await page.getByRole('table', { name: 'Customers' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/customers\/\d+$/);
}

const AUTHORISED_CARD = {
  type: 'scheme',
  number: '4111 1111 4555 1142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Ada Lovelace',
};

/** The signed-in customer buys one A2 weights poster, posted to Brno, paid by the test card. */
export async function buyPosterThroughApi(page: Page): Promise<void> {
  const { readPhysicalProducts } = await graphqlAsBrowser<{
    readPhysicalProducts: { nodes: { id: string; variants: { id: string; label: string }[] }[] };
  }>(
    page,
    'query { readPhysicalProducts(url: "weights-poster-inter") { nodes { id variants { id label } } } }',
  );
  const product = readPhysicalProducts.nodes[0];
  const variant = product?.variants.find((each) => each.label === 'A2');
  if (!product || !variant) throw new Error('the seed has no A2 weights poster');
  const selection = [{ productID: product.id, variantID: variant.id, quantity: 1, selectionIndex: 0 }];
  const { readAvailableShippings } = await graphqlAsBrowser<{ readAvailableShippings: { id: string }[] }>(
    page,
    'query ($s: [PhysicalProductSelectionInput!]!) { readAvailableShippings(country: "CZ", physicalProductSelections: $s) { id } }',
    { s: selection },
  );
  const address = await saveAddressThroughApi(page);
  const { createUserOrder: order } = await graphqlAsBrowser<{
    createUserOrder: { id: string; hash: string };
  }>(
    page,
    `mutation ($a: ID!, $s: [PhysicalProductSelectionInput!], $shipping: ID) {
      createUserOrder(billingAddressID: $a, shippingAddressID: $a, physicalProductSelections: $s, shippingID: $shipping) { id hash } }`,
    { a: address, s: selection, shipping: readAvailableShippings[0]?.id },
  );
  const { makePayment } = await graphqlAsBrowser<{ makePayment: { order: { status: string } } }>(
    page,
    `mutation ($id: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
      makePayment(orderID: $id, hash: $hash, method: $method, returnUrl: $returnUrl) { order { status } } }`,
    {
      id: order.id,
      hash: order.hash,
      method: AUTHORISED_CARD,
      returnUrl: `${webURL}/pay/${order.id}/${order.hash}`,
    },
  );
  expect(makePayment.order.status).toBe('PAID');
}

/** The newest message to `to` in the test shop's outbox (DATA_DIR/outbox, one JSON file each). */
export async function newestMailTo(to: string): Promise<{ subject: string; text: string } | null> {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const message = JSON.parse(await readFile(join(folder, name), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
    };
    if (message.to === to) return message;
  }
  return null;
}
