// @vitest-environment jsdom
import type { CartSelection, LicenseCatalogue } from '@foundry/domain';
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

  it('says each licence in plain words and names each Remove button by its line', () => {
    const choice = (value: string, title: string, priceFactorBp: number, amount: number | null = null) => ({
      id: `${value}`,
      value,
      title,
      priceFactorBp,
      amount,
      isDefault: false,
    });
    const catalogue: LicenseCatalogue = [
      {
        slug: 'desktop',
        title: 'Desktop',
        kind: 'Desktop',
        options: [
          {
            name: 'computers',
            hide: false,
            choices: [choice('1', '1 computer', 10_000), choice('10', 'Up to 10 computers', 30_000)],
          },
          { name: 'thirdParties', hide: false, choices: [choice('0', 'No third parties', 10_000, 0)] },
          { name: 'term', hide: true, choices: [choice('perpetual', 'Perpetual', 10_000)] },
        ],
      },
    ];
    const inter = (computers: string, selectionIndex: number): CartSelection => ({
      kind: 'font',
      productIds: ['7'],
      encodingIds: ['latin'],
      title: 'Inter',
      licenses: [
        {
          id: 'desktop',
          options: [
            { name: 'computers', value: computers },
            { name: 'thirdParties', value: '0' },
            { name: 'term', value: 'perpetual' },
          ],
        },
      ],
      selectionIndex,
    });
    render(
      <I18nProvider>
        <CartLines
          selections={[inter('10', 0), inter('1', 1)]}
          catalogue={catalogue}
          onRemove={() => undefined}
        />
      </I18nProvider>,
    );
    expect(screen.getByText('Desktop: up to 10 computers')).toBeTruthy();
    expect(screen.getByText('Desktop: 1 computer')).toBeTruthy();
    expect(screen.queryByText(/perpetual|10, 0/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Inter (Desktop: up to 10 computers)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Inter (Desktop: 1 computer)' })).toBeTruthy();
  });
});
