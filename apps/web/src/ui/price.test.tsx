// @vitest-environment jsdom
import { money } from '@foundry/domain';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

afterEach(cleanup);

describe('Price', () => {
  it('formats minor units in the currency', () => {
    const { container } = render(<Price value={money(4900, 'EUR')} />);
    expect(container.textContent).toBe('€49.00');
  });

  it('says "excl. VAT" when asked, and the price before a reduction struck through', () => {
    const { container } = render(
      <Price value={money(29900, 'EUR')} was={money(39900, 'EUR')} excludingVat />,
    );
    expect(container.querySelector('s')?.textContent).toBe('€399.00');
    expect(container.textContent).toBe('€399.00€299.00excl. VAT');
  });
});
