import { expect, type Page } from '@playwright/test';
import { graphqlURL, webURL } from './urls.ts';

// Steps the account journeys share: a new customer signs up in the browser, and (where the journey
// is about what comes after a purchase) buys a family through the real API with the browser's
// session instead of clicking through the checkout again.

/** A new, unique e-mail address for one run of a journey. */
export function newCustomerEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account on /my_account/login and waits for the account page. */
export async function signUpInBrowser(
  page: Page,
  {
    email,
    name = 'Ada Lovelace',
    password = 'first-password-123',
  }: { email: string; name?: string; password?: string },
): Promise<void> {
  await page.goto('/my_account/login');
  const signUp = page.getByRole('form', { name: 'Create an account' });
  await signUp.getByLabel('Name').fill(name);
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/my_account$/);
}

/** A GraphQL call as the web app makes it: the browser's cookies, the site's origin. */
export async function graphqlAsBrowser<Data>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = await page.request.post(graphqlURL, {
    data: { query, variables },
    headers: { origin: webURL, 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

const AUTHORISED_CARD = {
  type: 'scheme',
  number: '4111 1111 4555 1142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Ada Lovelace',
};

/**
 * Buys a family's whole-family product under a one-computer perpetual desktop licence, billed to a
 * new address in Brno and paid by the test card; returns the family's id. Without `encodingUrls`
 * the product's own encodings are bought.
 */
export async function buyFamilyThroughApi(
  page: Page,
  {
    familyUrl,
    encodingUrls,
    billingAddress,
  }: { familyUrl: string; encodingUrls?: string[]; billingAddress?: Partial<JourneyAddress> },
): Promise<string> {
  const { readFamilies, readEncodings } = await graphqlAsBrowser<{
    readFamilies: {
      nodes: { id: string; fontProducts: { id: string; kind: string; encodingIDs: string[] }[] }[];
    };
    readEncodings: { id: string; url: string }[];
  }>(
    page,
    `query ($url: String!) {
      readFamilies(url: $url) { nodes { id fontProducts { id kind encodingIDs } } } readEncodings { id url } }`,
    { url: familyUrl },
  );
  const family = readFamilies.nodes[0];
  const product = family?.fontProducts.find((each) => each.kind === 'FAMILY');
  if (!family || !product) throw new Error(`${familyUrl} has no FAMILY product`);
  const encodingIDs = encodingUrls
    ? readEncodings.filter((encoding) => encodingUrls.includes(encoding.url)).map((encoding) => encoding.id)
    : product.encodingIDs;
  if (encodingUrls && encodingIDs.length !== encodingUrls.length) {
    throw new Error(`${familyUrl} is not sold in ${encodingUrls.join(', ')}`);
  }
  const addressID = await saveAddressThroughApi(page, billingAddress);
  const { createUserOrder: order } = await graphqlAsBrowser<{
    createUserOrder: { id: string; hash: string };
  }>(
    page,
    `mutation ($billing: ID!, $fonts: [FamilyProductSelectionInput!]) {
      createUserOrder(billingAddressID: $billing, familyProductSelections: $fonts) { id hash } }`,
    {
      billing: addressID,
      fonts: [
        {
          productIDs: [product.id],
          encodingIDs,
          selectionIndex: 0,
          licenses: [
            {
              id: 'desktop',
              options: [
                { name: 'computers', value: '1' },
                { name: 'thirdParties', value: '0' },
                { name: 'term', value: 'perpetual' },
              ],
            },
          ],
        },
      ],
    },
  );
  await payThroughApi(page, order);
  return family.id;
}

/** An address as AddressInput takes it; a journey may bill elsewhere than Brno (another country's VAT). */
export interface JourneyAddress {
  name: string;
  address: string[];
  city: string;
  zip: string;
  country: string;
  phone: string;
}

/** Saves the journeys' Brno address (or one changed by `overrides`) through the API; returns its id. */
export async function saveAddressThroughApi(
  page: Page,
  overrides: Partial<JourneyAddress> = {},
): Promise<string> {
  const { createUserAddress } = await graphqlAsBrowser<{ createUserAddress: { id: string } }>(
    page,
    'mutation ($a: AddressInput!) { createUserAddress(address: $a) { id } }',
    {
      a: {
        name: 'Ada Lovelace',
        address: ['Křenová 67'],
        city: 'Brno',
        zip: '602 00',
        country: 'CZ',
        phone: '+420 123 456 789',
        ...overrides,
      },
    },
  );
  return createUserAddress.id;
}

/** Pays an order with the test card that is authorised without 3-D Secure, and checks it is PAID. */
export async function payThroughApi(page: Page, order: { id: string; hash: string }): Promise<void> {
  const { makePayment } = await graphqlAsBrowser<{
    makePayment: { resultCode: string; order: { status: string } };
  }>(
    page,
    `mutation ($id: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
      makePayment(orderID: $id, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode order { status } } }`,
    {
      id: order.id,
      hash: order.hash,
      method: AUTHORISED_CARD,
      returnUrl: `${webURL}/pay/${order.id}/${order.hash}`,
    },
  );
  expect(makePayment).toEqual({ resultCode: 'Authorised', order: { status: 'PAID' } });
}

/**
 * Makes the signed-in customer a club member and buys them `points` club points, paid and credited;
 * returns the points order.
 */
export async function buyClubPointsThroughApi(
  page: Page,
  points: number,
): Promise<{ id: string; hash: string }> {
  await graphqlAsBrowser(page, 'mutation { updateUser(club: true) { id } }');
  const billingAddressID = await saveAddressThroughApi(page);
  const { createClubPointsOrder: order } = await graphqlAsBrowser<{
    createClubPointsOrder: { id: string; hash: string };
  }>(
    page,
    'mutation ($points: Int!, $b: ID!) { createClubPointsOrder(points: $points, billingAddressID: $b) { id hash } }',
    { points, b: billingAddressID },
  );
  await payThroughApi(page, order);
  return order;
}
