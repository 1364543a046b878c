import { expect, type Page, test } from '@playwright/test';
import { chooseOption, selectNamed } from './support/address-form.ts';
import { graphqlURL } from './support/urls.ts';

const cardTitles = (page: Page) => page.locator('article.product-card h2').allTextContents();
const sortSelect = (page: Page) => selectNamed(page, 'Sort by');
const sortBy = (page: Page, order: string) => chooseOption(page.locator('body'), 'Sort by', order);

/** The stock of a poster variant as the API has it now: other journeys of the run may have bought some. */
async function stockOf(page: Page, url: string, label: string): Promise<number> {
  const response = await page.request.post(graphqlURL, {
    data: {
      query: `query ($url: String) { readPhysicalProducts(url: $url) { nodes { variants { label availability } } } }`,
      variables: { url },
    },
  });
  const body = (await response.json()) as {
    data: { readPhysicalProducts: { nodes: { variants: { label: string; availability: number }[] }[] } };
  };
  const variant = body.data.readPhysicalProducts.nodes[0]?.variants.find((entry) => entry.label === label);
  if (!variant) throw new Error(`no variant ${label} of ${url}`);
  return variant.availability;
}

test.describe('shop', () => {
  test('/posters sorts, filters and leads to a product that goes into the cart', async ({ page }) => {
    await page.goto('/posters');
    await expect(page).toHaveTitle('Foundry – Posters');
    await expect(page.getByRole('heading', { level: 1, name: 'Posters' })).toBeVisible();
    const newest = await cardTitles(page);
    expect(newest.length).toBeGreaterThanOrEqual(3);
    await expect(sortSelect(page)).toHaveText(/Newest/);

    // A-Z: the key enters the URL and the cards are in title order.
    await sortBy(page, 'A-Z');
    await expect(page).toHaveURL(/\/posters\/a-z$/);
    await expect.poll(() => cardTitles(page)).toEqual([...newest].sort((a, b) => a.localeCompare(b, 'en')));
    const az = await cardTitles(page);

    // Z-A turns the order around.
    await sortBy(page, 'Z-A');
    await expect(page).toHaveURL(/\/posters\/z-a$/);
    await expect.poll(() => cardTitles(page)).toEqual([...az].reverse());

    // Newest is the default and never written in the URL.
    await sortBy(page, 'Newest');
    await expect(page).toHaveURL(/\/posters$/);
    await expect.poll(() => cardTitles(page)).toEqual(newest);

    // A category link keeps the chosen order and narrows the list; it is reachable by keyboard.
    await sortBy(page, 'A-Z');
    await expect(page).toHaveURL(/\/posters\/a-z$/);
    const filters = page.getByRole('navigation', { name: 'Filter products' });
    const research = filters.getByRole('link', { name: 'Research', exact: true });
    await research.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/posters\/category\/research\/a-z$/);
    await expect(filters.getByRole('link', { name: 'Research', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect.poll(() => cardTitles(page)).toEqual(['Noto Sans Arabic Poster']);

    // Back to all categories, then open the poster with a sold-out size.
    await filters.getByRole('link', { name: 'All' }).first().click();
    await expect(page).toHaveURL(/\/posters\/a-z$/);
    const card = page.locator('article.product-card', { hasText: 'Nine Weights Poster' });
    await expect(card.getByTestId('old-price')).toHaveText('€29.00');
    await expect(card.locator('img')).toHaveAttribute('src', /\/_next\/image\?url=/);
    await card.getByRole('link').click();

    await expect(page).toHaveURL(/\/product\/weights-poster-inter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nine Weights Poster' })).toBeVisible();
    await expect(page).toHaveTitle('Foundry – Nine Weights Poster');
    const cartCounter = page.getByRole('link', { name: /^Cart: \d+ items?$/ });
    await expect(cartCounter).toHaveAccessibleName('Cart: 0 items');

    const stock = await stockOf(page, 'weights-poster-inter', 'A2');
    expect(stock).toBeGreaterThan(2);
    await chooseOption(page.locator('body'), 'Variant', 'A2');
    await expect(page.getByTestId('stock')).toHaveText(`${stock} in stock`);
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Quantity').press('Enter');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCounter).toHaveAccessibleName('Cart: 2 items');
    await expect(page.getByText('Nine Weights Poster (A2) was added to your cart.')).toBeVisible();
    await expect(page.getByTestId('stock')).toHaveText(`${stock} in stock · 2 already in your cart`);

    // The quantity cannot exceed what is left.
    await page.getByLabel('Quantity').fill('500');
    await page.getByLabel('Quantity').press('Enter');
    await expect(page.getByLabel('Quantity')).toHaveValue(String(stock - 2));

    // The cart survives a reload (it lives in this browser).
    await page.reload();
    await expect(cartCounter).toHaveAccessibleName('Cart: 2 items');

    // A sold-out size offers the back-in-stock form instead of 'Add to cart'.
    await chooseOption(page.locator('body'), 'Variant', '50 × 70 cm (Sold out)');
    await expect(page.getByTestId('stock')).toHaveText('Sold out');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Tell me when it is back' });
    await expect(form).toBeVisible();
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByRole('button', { name: 'Notify me' }).click();
    // The form's own check: the message under the field (exact; the error summary repeats it).
    await expect(form.getByText('Please enter a valid e-mail address.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('We will e-mail you')).toHaveCount(0);
    await form.getByLabel('E-mail').fill('reader@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    const purchase = page.getByRole('region', { name: 'Buy Nine Weights Poster' });
    await expect(purchase.getByRole('status')).toHaveText(
      'Thank you! We will e-mail you when it is back in stock.',
    );
    await expect(form).toHaveCount(0);
  });

  test('the book listing has its own title and description and marks sold-out books', async ({ page }) => {
    await page.goto('/books');
    await expect(page).toHaveTitle('Foundry – Curated Design Books and Type Specimens');
    await expect(page.getByText('Curated design books and type specimens.')).toBeVisible();
    const soldOut = page.locator('article.product-card', { hasText: 'Letters from the Press Room' });
    await expect(soldOut.getByText('Sold out')).toBeVisible();
  });

  test('/products lists every type and grows by Load more without leaving the page', async ({ page }) => {
    await page.goto('/products');
    const cards = page.locator('article.product-card');
    await expect(cards).toHaveCount(12);
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('href', '/products?page=2');
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
    await expect(page).toHaveURL(/\/products$/);
    await expect(loadMore).toHaveCount(0);
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('a listing URL with the default sort written out redirects to the short form; unknown words are 404', async ({
    page,
  }) => {
    await page.goto('/posters/newest');
    await expect(page).toHaveURL(/\/posters$/);
    const response = await page.goto('/posters/category/no-such-category');
    expect(response?.status()).toBe(404);
    await page.goto('/posters/a-z/category');
    await expect(page).toHaveURL(/\/posters\/a-z$/);
    await page.goto('/product');
    await expect(page).toHaveURL(/\/products$/);
    const unknown = await page.goto('/product/no-such-product');
    expect(unknown?.status()).toBe(404);
  });
});
