import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInToBackOffice } from './admin/back-office-journey.ts';
import { newCustomerEmail, signUpInBrowser } from './support/account-journey.ts';
import { addPosterToCart, cartCounter } from './support/shop-journey.ts';
import { E2E_REVALIDATE_TOKEN, graphqlURL, webURL } from './support/urls.ts';

// Public pages come from the Next.js cache, shared by every visitor: what belongs to one visitor
// (sign-in state, cart count) is drawn in the browser and must never reach another visitor's page.

const PUBLIC_PAGES = ['/', '/fonts', '/fonts/inter', '/help', '/product/weights-poster-inter'];

/** A product no other journey changes: its text is edited here (and put back). */
const EDITED_PRODUCT = 'grid-systems-notebook';

interface ProductTexts {
  id: string;
  title: string;
  url: string;
  body: string;
}

/** Sends one operation to the back office's API as the signed-in staff member of `page`. */
async function asStaff(page: Page, query: string, variables: Record<string, unknown>): Promise<void> {
  const errors = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/admin/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { errors?: unknown[] }).errors ?? null;
    },
    { query, variables },
  );
  expect(errors).toBeNull();
}

/**
 * Visits `path` twice and expects the second visit served from the cache. A change announced by an
 * earlier journey expires its pages once more 10 s later (renders in flight, docs/performance.md):
 * a pair of visits that meets that second expiry is tried again.
 */
async function expectServedFromCache(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  await expect(async () => {
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    expect(again.headers()['content-security-policy'], path).not.toContain("'nonce-");
    html = await again.text();
  }).toPass({ timeout: 15_000 });
  return html;
}

// Opens with a comment: the scan of the shop's own documents (site-documents.ts) checks the public
// schema, and this goes to the back office's.
const UPDATE_PRODUCT_TEXTS = `# back office
mutation ($productId: ID!, $title: String!, $url: String!, $body: String!) {
  updateProductTexts(productId: $productId, title: $title, url: $url, body: $body) { id } }`;

async function headerOf(page: Page, path: string) {
  // The header is all this looks at: no need to wait for every font and image of the page.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(cartCounter(page)).toBeVisible();
  return page.locator('header');
}

test.describe('cached public pages', () => {
  test.describe.configure({ mode: 'serial' });
  let signedIn: BrowserContext;
  let guest: BrowserContext;

  test.afterAll(async () => {
    await signedIn?.close();
    await guest?.close();
  });

  test("a guest never sees a signed-in customer's name, e-mail or cart", async ({ browser }) => {
    // Ten page visits, two accounts and a purchase step: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    signedIn = await browser.newContext({ baseURL: webURL });
    guest = await browser.newContext({ baseURL: webURL });
    const customer = await signedIn.newPage();
    const email = newCustomerEmail('cached-pages');
    await signUpInBrowser(customer, { email });
    await addPosterToCart(customer, 2);

    const visitor = await guest.newPage();
    for (const path of PUBLIC_PAGES) {
      // The customer first, so that the page is in the cache when the guest asks for it.
      const customerHeader = await headerOf(customer, path);
      await expect(cartCounter(customer), path).toHaveAccessibleName('Cart: 2 items', { timeout: 30_000 });
      // The sign-in state is read in the browser: it shows once the page has hydrated.
      await expect(customerHeader.getByRole('link', { name: 'Log In' }), path).toBeHidden({
        timeout: 30_000,
      });

      const guestHeader = await headerOf(visitor, path);
      await expect(cartCounter(visitor), path).toHaveAccessibleName('Cart: 0 items');
      await expect(guestHeader.getByRole('link', { name: 'Log In' }), path).toBeVisible();
      await expect(visitor.getByText(email), path).toHaveCount(0);

      // Nor in the HTML the server sends (the same bytes for both).
      const html = await (await guest.request.get(path)).text();
      expect(html, path).not.toContain(email);
    }
  });

  test('a public page is served from the cache, an account page per request', async ({ request }) => {
    await expectServedFromCache(request, '/help');
    const account = await request.get('/my_account/login');
    expect(account.headers()['x-nextjs-cache']).toBeUndefined();
    expect(account.headers()['content-security-policy']).toContain("'nonce-");
  });

  test('the listings and the family page are cached, and ?page=2 is page two', async ({ page, request }) => {
    // The catalogue pages read no query string: each page of a listing is a cached page of its own.
    for (const path of ['/fonts', '/fonts/variable', '/books', '/products?page=2', '/fonts/inter']) {
      await expectServedFromCache(request, path);
    }
    await page.goto('/products');
    const cards = page.locator('article.product-card');
    await expect(cards).toHaveCount(12);
    const firstPage = await cards.locator('h2').allTextContents();
    await page.goto('/products?page=2');
    // Page two holds the rest (how many depends on the products other journeys published).
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(12);
    for (const title of await cards.locator('h2').allTextContents()) expect(firstPage).not.toContain(title);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products');
    // The internal address that serves it is not an address of its own.
    await page.goto('/listing-page/2/products');
    await expect(page).toHaveURL(/\/products\?page=2$/);
  });

  test('cached pages are renewed by tag only with the revalidation token', async ({ request }) => {
    const refused = await request.post('/api/revalidate', {
      data: { tags: ['catalogue'] },
      headers: { authorization: 'Bearer wrong-token' },
    });
    expect(refused.status()).toBe(401);
    const accepted = await request.post('/api/revalidate', {
      data: { tags: ['catalogue', 'family:inter'] },
      headers: { authorization: `Bearer ${E2E_REVALIDATE_TOKEN}` },
    });
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ revalidated: ['catalogue', 'family:inter'] });
    // The page is rendered afresh on its next request and still serves.
    expect((await request.get('/fonts/inter')).status()).toBe(200);
  });

  test('a product page is cached, renewed when staff edit the product, and reads its stock live', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const path = `/product/${EDITED_PRODUCT}`;
    const cachedHtml = await expectServedFromCache(request, path);
    const read = await request.post(graphqlURL, {
      data: {
        query: 'query ($url: String) { readPhysicalProducts(url: $url) { nodes { id title url body } } }',
        variables: { url: EDITED_PRODUCT },
      },
    });
    const product = ((await read.json()) as { data: { readPhysicalProducts: { nodes: ProductTexts[] } } })
      .data.readPhysicalProducts.nodes[0] as ProductTexts;
    const marker = `Reprinted on ${Date.now().toString(36)}.`;
    expect(cachedHtml).not.toContain(marker);

    await signInToBackOffice(page);
    await expect(page.getByRole('link', { name: 'Products' })).toBeVisible();
    const texts = { productId: product.id, title: product.title, url: product.url };
    await asStaff(page, UPDATE_PRODUCT_TEXTS, { ...texts, body: `${product.body}\n\n${marker}` });
    try {
      // The API tells the web server the product changed: the next visit renders the page afresh,
      // and the one after is served from the cache again.
      await expect.poll(async () => (await request.get(path)).text(), { timeout: 30_000 }).toContain(marker);
      expect(await expectServedFromCache(request, path)).toContain(marker);
    } finally {
      await asStaff(page, UPDATE_PRODUCT_TEXTS, { ...texts, body: product.body });
    }

    // The buying box reads the stock in the browser: what it shows is the API's count now.
    const shopper = await page.context().newPage();
    const stockRead = shopper.waitForRequest(
      (sent) => sent.url() === graphqlURL && (sent.postData() ?? '').includes('ReadProductStock'),
    );
    await shopper.goto(`${webURL}${path}`);
    await stockRead;
    await expect(shopper.getByTestId('stock')).toHaveText(/^\d+ in stock$/);
    await shopper.close();
  });
});
