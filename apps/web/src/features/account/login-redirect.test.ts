import { describe, expect, it } from 'vitest';
import { loginRedirect } from './login-redirect.ts';

describe('loginRedirect', () => {
  it('waits for the initial load', () => {
    expect(loginRedirect({ loaded: false, loggedIn: false }, '/my_account/orders')).toBeNull();
  });

  it('sends a guest to the login page with the page to come back to', () => {
    expect(loginRedirect({ loaded: true, loggedIn: false }, '/my_account/orders?page=2')).toBe(
      '/my_account/login?intended=%2Fmy_account%2Forders%3Fpage%3D2',
    );
  });

  it('lets a signed-in user stay', () => {
    expect(loginRedirect({ loaded: true, loggedIn: true }, '/my_account/orders')).toBeNull();
  });
});
