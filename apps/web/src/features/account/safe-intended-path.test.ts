// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeIntendedPath } from './safe-intended-path.ts';

describe('safeIntendedPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeIntendedPath('/cart')).toBe('/cart');
    expect(safeIntendedPath('/fonts/alpha?page=2#styles')).toBe('/fonts/alpha?page=2#styles');
    expect(safeIntendedPath(['/my_account/orders', '/other'])).toBe('/my_account/orders');
  });

  it('falls back to /my_account without a value', () => {
    expect(safeIntendedPath(undefined)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeIntendedPath(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeIntendedPath('')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeIntendedPath([])).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('refuses other sites, schemes and tricks browsers read as another host', () => {
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      'cart',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /cart',
    ]) {
      expect(safeIntendedPath(hostile)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });
});
