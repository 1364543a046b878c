import { describe, expect, it } from 'vitest';
import { isAccountPath, loginPathFor, logoutDestination } from './account-paths.ts';

describe('account paths', () => {
  it('knows the account pages', () => {
    expect(isAccountPath('/my_account')).toBe(true);
    expect(isAccountPath('/my_account/orders')).toBe(true);
    expect(isAccountPath('/my_accounts')).toBe(false);
    expect(isAccountPath('/fonts')).toBe(false);
  });

  it('sends to the login page with the page to return to', () => {
    expect(loginPathFor('/my_account/orders?page=2')).toBe(
      '/my_account/login?intended=%2Fmy_account%2Forders%3Fpage%3D2',
    );
    expect(loginPathFor('/my_account/login?intended=%2Fx')).toBe('/my_account/login');
    expect(loginPathFor('https://evil.example/')).toBe('/my_account/login');
  });

  it('after logout: the given path, else home from account pages, else a reload (null)', () => {
    expect(logoutDestination('/my_account/orders')).toBe('/');
    expect(logoutDestination('/my_account')).toBe('/');
    expect(logoutDestination('/fonts/alpha')).toBeNull();
    expect(logoutDestination('/fonts/alpha', '/checkout')).toBe('/checkout');
  });
});
