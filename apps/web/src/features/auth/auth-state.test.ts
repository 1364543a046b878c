import { describe, expect, it } from 'vitest';
import { authReducer, authStatus, INITIAL_AUTH_STATE } from './auth-state.ts';

describe('auth state', () => {
  it('starts not logged in and not loaded, status none', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ loggedIn: false, loaded: false, user: null });
    expect(authStatus(INITIAL_AUTH_STATE)).toBe('none');
  });

  it('is loaded after the first update, as guest without a user and loggedIn with one', () => {
    const guest = authReducer(INITIAL_AUTH_STATE, { type: 'updated', user: null });
    expect(guest).toEqual({ loggedIn: false, loaded: true, user: null });
    expect(authStatus(guest)).toBe('guest');

    const user = authReducer(INITIAL_AUTH_STATE, { type: 'updated', user: { id: '7', email: 'a@b.cz' } });
    expect(user).toEqual({ loggedIn: true, loaded: true, user: { id: '7', email: 'a@b.cz' } });
    expect(authStatus(user)).toBe('loggedIn');
  });

  it('logout clears the flag and the user but stays loaded', () => {
    const user = authReducer(INITIAL_AUTH_STATE, { type: 'updated', user: { id: '7', email: 'a@b.cz' } });
    const out = authReducer(user, { type: 'loggedOut' });
    expect(out).toEqual({ loggedIn: false, loaded: true, user: null });
    expect(authStatus(out)).toBe('guest');
  });
});
