// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { readCart, readCartQuantity } from '../cart/index.ts';
import type { ShopProduct } from './load-shop-product.ts';
import { ProductPurchase } from './product-purchase.tsx';

const EUR = (amount: number) => ({ amount, currency: 'EUR' });

const POSTER: ShopProduct = {
  id: '9',
  title: 'Nine Weights Poster',
  url: 'weights-poster-inter',
  body: '',
  productType: 'POSTER',
  coverBgColor: null,
  coverImage: null,
  images: [],
  attributes: [],
  price: EUR(2400),
  percentageVAT: 21,
  oldPrice: EUR(2900),
  available: true,
  availability: 3,
  shippingRequired: true,
  accountRequired: false,
  digital: false,
  categories: [],
  publishers: [],
  languages: [],
  variants: [
    { id: '31', label: 'A2', available: true, availability: 3, price: EUR(2400) },
    { id: '32', label: '50 × 70 cm', available: false, availability: 0, price: EUR(3400) },
  ],
};

function renderPurchase(product: ShopProduct = POSTER) {
  return renderInApp(
    <RuntimeConfigProvider config={readRuntimeConfig({})}>
      <GraphqlProvider>
        <ProductPurchase product={product} coverUrl={null} />
      </GraphqlProvider>
    </RuntimeConfigProvider>,
  );
}

const quantityField = () => screen.getByLabelText('Quantity') as HTMLInputElement;
/** Types a quantity into the ui NumberField and leaves it, which is when the field keeps it. */
function typeQuantity(value: string) {
  fireEvent.focus(quantityField());
  fireEvent.change(quantityField(), { target: { value } });
  fireEvent.blur(quantityField());
}
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('ProductPurchase', () => {
  it('adds the chosen variant and quantity to the stored cart', () => {
    renderPurchase();
    expect(screen.getByTestId('stock').textContent).toBe('3 in stock');
    typeQuantity('2');
    act(() => fireEvent.click(addButton()));
    const [line] = readCart();
    expect(line).toMatchObject({
      kind: 'physical',
      quantity: 2,
      product: { id: '9', price: EUR(2400), percentageVAT: 21, url: 'weights-poster-inter', type: 'Poster' },
      variant: { id: '31', label: 'A2', availability: 3 },
      shippingRequired: true,
    });
    expect(readCartQuantity()).toBe(2);
    expect(screen.getByTestId('stock').textContent).toBe('3 in stock · 2 already in your cart');
  });

  it('bounds the quantity by the stock minus what the cart holds', () => {
    renderPurchase();
    typeQuantity('2');
    act(() => fireEvent.click(addButton()));
    typeQuantity('9');
    expect(quantityField().value).toBe('1');
  });

  it("says 'Product not available' when the cart already holds all there is", () => {
    renderPurchase();
    typeQuantity('3');
    act(() => fireEvent.click(addButton()));
    expect(screen.getByText('All we have of this item is in your cart.')).toBeTruthy();
    act(() => fireEvent.click(addButton()));
    expect(screen.getByRole('alert').textContent).toBe('Product not available');
    expect(readCartQuantity()).toBe(3);
  });

  it('offers the back-in-stock form instead of Add to cart for a sold-out variant', async () => {
    renderPurchase();
    await chooseSelectOption(document.body, 'Variant', '50 × 70 cm (Sold out)');
    expect(screen.getByTestId('stock').textContent).toBe('Sold out');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    // The form's script is fetched when a sold-out variant is first shown.
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.maxLength).toBe(80);
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeTruthy();
    // The variant's own price is shown.
    expect(screen.getByTestId('price').textContent).toBe('€34.00');
  });

  it('starts on the first variant in stock and shows no select for a single variant', () => {
    const single: ShopProduct = {
      ...POSTER,
      variants: [POSTER.variants[0] as ShopProduct['variants'][number]],
    };
    renderPurchase(single);
    expect(screen.queryByLabelText('Variant')).toBeNull();
    expect(addButton()).toBeTruthy();
  });

  it('labels an e-book as a digital download (PDF, delivered with the order), without stock or quantity', () => {
    renderPurchase({
      ...POSTER,
      id: '12',
      title: 'Vollkorn Specimen',
      productType: 'BOOK',
      digital: true,
      shippingRequired: false,
      availability: 1,
      variants: [{ id: '41', label: 'PDF', available: true, availability: 1, price: EUR(900) }],
    });
    const digital = screen.getByTestId('digital');
    expect(digital.textContent).toContain('Digital download (PDF)');
    expect(digital.textContent).toContain('Delivered with your order as a PDF download: nothing is shipped.');
    expect(screen.queryByTestId('stock')).toBeNull();
    expect(screen.queryByText(/in stock/)).toBeNull();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    act(() => fireEvent.click(addButton()));
    const [line] = readCart();
    expect(line).toMatchObject({ kind: 'physical', quantity: 1, product: { id: '12', digital: true } });
    expect(screen.getByTestId('digital').textContent).toContain('1 already in your cart');
  });
});
