// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalStorageExceptSavedProducts } from '../auth/index.ts';
import { addFontSelection, CART_STORAGE_KEY } from '../cart/index.ts';
import {
  CHECKOUT_STORAGE_KEYS,
  clearAfterOrder,
  useAddressSelection,
  useCheckoutUserInfo,
  useRedeemedDiscountCode,
  useSelectedShipping,
} from './checkout-state.ts';
import { orderUserInput } from './order-user-input.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('checkout state', () => {
  it('starts empty: address roles unset, no shipping, no discount code', () => {
    expect(renderHook(() => useAddressSelection()).result.current[0]).toEqual({
      Billing: null,
      Shipping: null,
      License: null,
    });
    expect(renderHook(() => useSelectedShipping()).result.current[0]).toEqual({});
    expect(renderHook(() => useRedeemedDiscountCode()).result.current[0]).toBe('');
  });

  it('keeps the discount code in sessionStorage and the rest in localStorage', () => {
    const code = renderHook(() => useRedeemedDiscountCode()).result;
    const shipping = renderHook(() => useSelectedShipping()).result;
    const info = renderHook(() => useCheckoutUserInfo()).result;
    act(() => code.current[1]('SPRING'));
    act(() => shipping.current[1]({ id: 'post', price: { amount: 500, currency: 'EUR' } }));
    act(() => info.current[1]({ ...info.current[0], email: 'a@example.com', country: 'NL' }));
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.redeemedDiscountCode)).toBe('"SPRING"');
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEYS.redeemedDiscountCode)).toBeNull();
    expect(
      JSON.parse(window.localStorage.getItem(CHECKOUT_STORAGE_KEYS.selectedShipping) ?? '{}'),
    ).toMatchObject({
      id: 'post',
    });
    expect(code.current[0]).toBe('SPRING');
    expect(info.current[0]).toMatchObject({ email: 'a@example.com', country: 'NL', address: ['', '', ''] });
  });

  it('after an order clears the cart, the shipping and the discount code but keeps the buyer details', () => {
    addFontSelection({ productIds: ['f'], encodingIds: [], licenses: [] });
    const code = renderHook(() => useRedeemedDiscountCode()).result;
    const shipping = renderHook(() => useSelectedShipping()).result;
    const info = renderHook(() => useCheckoutUserInfo()).result;
    act(() => {
      code.current[1]('SPRING');
      shipping.current[1]({ id: 'post' });
      info.current[1]({ ...info.current[0], email: 'a@example.com' });
    });
    act(() => clearAfterOrder());
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(code.current[0]).toBe('');
    expect(shipping.current[0]).toEqual({});
    expect(info.current[0].email).toBe('a@example.com');
  });

  it("keeps a guest's invoice address, e-mail, invoice language and mailing for the next checkout", () => {
    const typed = renderHook(() => useCheckoutUserInfo()).result;
    expect(typed.current[0]).toMatchObject({ invoiceLanguage: '', mailing: false });
    act(() =>
      typed.current[1]({
        ...typed.current[0],
        email: 'jana@example.cz',
        name: 'Jana Nováková',
        address: ['Křenová 67', '', ''],
        city: 'Brno',
        country: 'CZ',
        invoiceLanguage: 'cs',
        mailing: true,
      }),
    );
    cleanup();
    // The next checkout (a new page, a new hook) starts from what was stored.
    const next = renderHook(() => useCheckoutUserInfo()).result;
    expect(next.current[0]).toMatchObject({
      email: 'jana@example.cz',
      address: ['Křenová 67', '', ''],
      invoiceLanguage: 'cs',
      mailing: true,
    });
    // createOrder's user carries them.
    expect(orderUserInput(next.current[0])).toMatchObject({
      email: 'jana@example.cz',
      address: ['Křenová 67'],
      country: 'CZ',
      invoiceLanguage: 'cs',
      mailing: true,
    });
  });

  it('reads an unknown invoice language or a non-boolean mailing from storage as the defaults', () => {
    window.localStorage.setItem(
      CHECKOUT_STORAGE_KEYS.userInfo,
      JSON.stringify({ email: 'a@example.com', invoiceLanguage: 'english<script>', mailing: 'yes' }),
    );
    const info = renderHook(() => useCheckoutUserInfo()).result;
    expect(info.current[0]).toMatchObject({ email: 'a@example.com', invoiceLanguage: '', mailing: false });
    expect(
      orderUserInput({ ...info.current[0], name: 'A', address: ['1 St', '', ''], city: 'X', country: 'NL' }),
    ).not.toHaveProperty('invoiceLanguage');
  });

  it('forgets the guest data on an invalid-token logout, the cart stays', () => {
    addFontSelection({ productIds: ['f'], encodingIds: [], licenses: [] });
    const info = renderHook(() => useCheckoutUserInfo()).result;
    act(() =>
      info.current[1]({ ...info.current[0], email: 'a@example.com', invoiceLanguage: 'de', mailing: true }),
    );
    const cart = window.localStorage.getItem(CART_STORAGE_KEY);
    act(() => {
      clearLocalStorageExceptSavedProducts(window.localStorage);
    });
    expect(window.localStorage.getItem(CHECKOUT_STORAGE_KEYS.userInfo)).toBeNull();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(cart);
    expect(cart).not.toBeNull();
    expect(renderHook(() => useCheckoutUserInfo()).result.current[0]).toMatchObject({
      email: '',
      invoiceLanguage: '',
      mailing: false,
    });
  });
});
