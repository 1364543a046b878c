// @vitest-environment jsdom
import type { CartSelection } from '@foundry/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { CartLines } from './cart-lines.tsx';

afterEach(cleanup);

const physical = (digital: boolean, selectionIndex: number): CartSelection => ({
  kind: 'physical',
  product: {
    id: String(selectionIndex),
    title: digital ? 'Vollkorn Specimen' : 'Alphabet Poster',
    percentageVAT: 21,
    price: { amount: 900, currency: 'EUR' },
    availability: digital ? 1 : 5,
    digital,
  },
  variant: digital ? null : { id: '31', label: 'A1', availability: 5 },
  quantity: 1,
  shippingRequired: !digital,
  accountRequired: false,
  selectionIndex,
});

describe('CartLines', () => {
  it('labels an e-book as a digital download delivered with the order, without a quantity stepper', () => {
    render(
      <I18nProvider>
        <CartLines
          selections={[physical(true, 0), physical(false, 1)]}
          onQuantity={() => undefined}
          onRemove={() => undefined}
        />
      </I18nProvider>,
    );
    const note = screen.getByTestId('cart-line-digital');
    expect(note.textContent).toBe('Digital download (PDF), delivered with the order — no shipping');
    // Only the poster has a quantity to change.
    expect(screen.getAllByRole('group', { name: 'Quantity' })).toHaveLength(1);
    expect(screen.getAllByTestId('cart-line-digital')).toHaveLength(1);
  });
});
