// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { messagesUnder } from '../../ui/form-test-support.ts';
import { CardForm, type CardMethod } from './card-form.tsx';

afterEach(cleanup);

const field = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('CardForm', () => {
  it('says in plain words under each field what is wrong, and pays nothing', async () => {
    const onPay = vi.fn();
    renderInApp(<CardForm busy={false} onPay={onPay} />);
    type('Card number', '4111 1111');
    type('Expiry (MM/YY)', '13/30');
    type('Security code', '7a7');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There are 4 problems');
    expect(messagesUnder(field('Card number'))).toEqual(['Enter the 13 to 19 digits of your card number.']);
    expect(messagesUnder(field('Expiry (MM/YY)'))).toEqual(['Enter the expiry date as MM/YY, e.g. 08/29.']);
    expect(messagesUnder(field('Security code'))).toEqual(['Enter the 3 or 4 digits of the security code.']);
    expect(messagesUnder(field('Name on card'))).toEqual(['This field is required.']);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('hands the card over as makePayment takes it, busy until the payment answers', async () => {
    let answer: () => void = () => undefined;
    const onPay = vi.fn(
      (_card: CardMethod) =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    renderInApp(<CardForm busy={false} onPay={onPay} />);
    type('Card number', '4111 1111 1111 1111');
    type('Expiry (MM/YY)', '3/30');
    type('Security code', '737');
    type('Name on card', ' Ada Lovelace ');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    expect(onPay.mock.calls[0]?.[0]).toEqual({
      type: 'scheme',
      number: '4111111111111111',
      expiryMonth: '03',
      expiryYear: '2030',
      cvc: '737',
      holderName: 'Ada Lovelace',
    });
    const button = screen.getByRole('button', { name: /Paying/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay' }).getAttribute('aria-busy')).toBe('false'),
    );
  });
});
