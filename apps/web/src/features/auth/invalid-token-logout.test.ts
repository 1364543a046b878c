// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '../cart/index.ts';
import { INVALID_TOKEN_LOGOUT_EVENT, invalidTokenLogout } from './invalid-token-logout.ts';
import { clearLocalStorageExceptSavedProducts } from './local-storage-reset.ts';

afterEach(() => window.localStorage.clear());

function fillStorage() {
  window.localStorage.setItem(CART_STORAGE_KEY, '[{"productId":"1","quantity":2}]');
  window.localStorage.setItem('foundry.compareList', '["a"]');
  window.localStorage.setItem('foundry.checkout.userInfo', '{"email":"a@b.cz"}');
  window.localStorage.setItem('other', 'x');
}

describe('clearLocalStorageExceptSavedProducts', () => {
  it('keeps only the cart', () => {
    fillStorage();
    const removed = clearLocalStorageExceptSavedProducts(window.localStorage);
    expect(removed.sort()).toEqual(['foundry.checkout.userInfo', 'foundry.compareList', 'other']);
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[{"productId":"1","quantity":2}]');
  });
});

describe('invalidTokenLogout', () => {
  it('clears storage, signals, calls the server logout, then redirects to the login page with the page', async () => {
    fillStorage();
    const steps: string[] = [];
    const target = new EventTarget();
    target.addEventListener(INVALID_TOKEN_LOGOUT_EVENT, () =>
      steps.push(`event, storage ${window.localStorage.length}`),
    );
    const redirected = await invalidTokenLogout({
      storage: window.localStorage,
      target,
      serverLogout: async () => void steps.push('server logout'),
      currentPath: '/checkout?step=2',
      redirect: (href) => void steps.push(`redirect ${href}`),
    });
    expect(redirected).toBe(true);
    expect(steps).toEqual([
      'event, storage 1',
      'server logout',
      'redirect /my_account/login?intended=%2Fcheckout%3Fstep%3D2',
    ]);
  });

  it('does not redirect when a listener cancelled, but still logs out on the server', async () => {
    const target = new EventTarget();
    target.addEventListener(INVALID_TOKEN_LOGOUT_EVENT, (event) => event.preventDefault());
    let serverCalls = 0;
    const redirects: string[] = [];
    const redirected = await invalidTokenLogout({
      storage: window.localStorage,
      target,
      serverLogout: async () => void serverCalls++,
      currentPath: '/',
      redirect: (href) => void redirects.push(href),
    });
    expect(redirected).toBe(false);
    expect(serverCalls).toBe(1);
    expect(redirects).toEqual([]);
  });

  it('redirects even when the server logout call fails', async () => {
    const redirects: string[] = [];
    await invalidTokenLogout({
      storage: window.localStorage,
      target: new EventTarget(),
      serverLogout: () => Promise.reject(new Error('offline')),
      currentPath: '/my_account/orders',
      redirect: (href) => void redirects.push(href),
    });
    expect(redirects).toEqual(['/my_account/login?intended=%2Fmy_account%2Forders']);
  });
});
