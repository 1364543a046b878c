// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusOnArrival } from './focus-on-arrival.tsx';

afterEach(cleanup);

describe('FocusOnArrival', () => {
  it('moves focus from the page body to the new view heading, focusable by script only', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    render(
      <main>
        <h1 id="view-title">Payment</h1>
        <FocusOnArrival targetId="view-title" />
      </main>,
    );
    const heading = document.getElementById('view-title');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the buyer already put it', () => {
    render(
      <main>
        <button type="button" id="kept">
          Kept
        </button>
        <h1 id="other-title">Order</h1>
      </main>,
    );
    document.getElementById('kept')?.focus();
    render(<FocusOnArrival targetId="other-title" />);
    expect(document.activeElement?.id).toBe('kept');
  });
});
