import type { CartSelection } from '@foundry/domain';
import { describe, expect, it } from 'vitest';
import { failureFromGraphqlErrors, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import {
  cartSummaryOutcome,
  isShippingNotChosen,
  SHIPPING_NOT_CHOSEN_KEY,
  type SummaryInput,
  type SummaryShape,
} from './cart-summary-state.ts';

const price = { amount: 1000, currency: 'EUR' };
const selections: CartSelection[] = [
  { kind: 'font', productIds: ['f'], encodingIds: [], licenses: [], selectionIndex: 0 },
  {
    kind: 'physical',
    product: { id: 'b', title: 'Book', percentageVAT: 9, price, availability: 5 },
    quantity: 3,
    shippingRequired: true,
    accountRequired: false,
    selectionIndex: 1,
  },
];
const matching: SummaryShape = {
  items: [
    { selectionIndex: 0, quantity: 1 },
    { selectionIndex: 1, quantity: 3 },
  ],
  shippingRequired: true,
};

function input(overrides: Partial<SummaryInput<SummaryShape>> = {}): SummaryInput<SummaryShape> {
  return {
    selections,
    fetching: false,
    data: matching,
    failure: null,
    readOnly: false,
    requireShipping: false,
    shippingChosen: false,
    ...overrides,
  };
}

describe('cartSummaryOutcome', () => {
  it('NoItems without selections, Loading while asking, Loaded with an answer', () => {
    expect(cartSummaryOutcome(input({ selections: [] })).state).toEqual({ status: 'NoItems' });
    expect(cartSummaryOutcome(input({ fetching: true, data: null })).state).toEqual({ status: 'Loading' });
    const loaded = cartSummaryOutcome(input());
    expect(loaded.state).toEqual({ status: 'Loaded', summary: matching });
    expect(loaded.correctedSelections).toBeNull();
  });

  it('corrects the stored cart to the summary (removed lines, lower quantities)', () => {
    const outcome = cartSummaryOutcome(
      input({ data: { ...matching, items: [{ selectionIndex: 1, quantity: 2 }] } }),
    );
    expect(outcome.correctedSelections).toEqual([{ ...selections[1], quantity: 2 }]);
    expect(outcome.state.status).toBe('Loaded');
  });

  it('keeps the items in read-only mode', () => {
    const outcome = cartSummaryOutcome(
      input({ readOnly: true, data: { ...matching, items: [{ selectionIndex: 1, quantity: 2 }] } }),
    );
    expect(outcome.correctedSelections).toBeNull();
    expect(outcome.state.status).toBe('Loaded');
  });

  it('a discount-code error (300–306) clears the code and shows no error', () => {
    for (const code of [300, 303, 306]) {
      const outcome = cartSummaryOutcome(
        input({ data: null, failure: failureFromGraphqlErrors([{ message: 'x', extensions: { code } }]) }),
      );
      expect(outcome.clearDiscountCode).toBe(true);
      expect(outcome.state.status).not.toBe('Error');
    }
  });

  it('any other error sets the error state with its message', () => {
    const outcome = cartSummaryOutcome(
      input({
        data: null,
        failure: failureFromGraphqlErrors([{ message: 'Stock gone', extensions: { code: 307 } }]),
      }),
    );
    expect(outcome.clearDiscountCode).toBe(false);
    expect(outcome.state).toMatchObject({ status: 'Error', message: 'Stock gone' });
    expect(cartSummaryOutcome(input({ data: null, failure: networkFailure(502) })).state).toEqual({
      status: 'Error',
      messageKey: 'common:errors.unknown',
    });
  });

  it('is an error when shipping is needed but not chosen (where shipping is required)', () => {
    expect(cartSummaryOutcome(input({ requireShipping: true })).state).toEqual({
      status: 'Error',
      messageKey: SHIPPING_NOT_CHOSEN_KEY,
      shippingNotChosen: true,
    });
    expect(cartSummaryOutcome(input({ requireShipping: true, shippingChosen: true })).state.status).toBe(
      'Loaded',
    );
    expect(
      cartSummaryOutcome(input({ requireShipping: true, data: { ...matching, shippingRequired: false } }))
        .state.status,
    ).toBe('Loaded');
  });

  it('an answer that removes every line leaves NoItems', () => {
    const outcome = cartSummaryOutcome(input({ data: { ...matching, items: [] } }));
    expect(outcome.state).toEqual({ status: 'NoItems' });
    expect(outcome.correctedSelections).toEqual([]);
  });

  it("the server's refusal naming the shipping field is the shipping-not-chosen error, not a failure", () => {
    const failure = failureFromGraphqlErrors([
      {
        message: 'Choose how your order should be shipped.',
        extensions: { code: 200, fields: { shipping: 'x' } },
      },
    ]);
    const outcome = cartSummaryOutcome(input({ data: null, failure, failureNamesShipping: true }));
    expect(outcome.state).toEqual({
      status: 'Error',
      messageKey: SHIPPING_NOT_CHOSEN_KEY,
      message: 'Choose how your order should be shipped.',
      shippingNotChosen: true,
    });
    expect(isShippingNotChosen(outcome.state)).toBe(true);
    // With a method chosen the same refusal (it does not deliver there) is an ordinary error.
    const chosen = cartSummaryOutcome(
      input({ data: null, failure, failureNamesShipping: true, shippingChosen: true }),
    );
    expect(isShippingNotChosen(chosen.state)).toBe(false);
    expect(chosen.state.status).toBe('Error');
  });
});
