import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_URL, parseAdminConfig } from './admin-config.ts';

describe('ADMIN_URL', () => {
  it('defaults to the local back office and keeps the origin apart', () => {
    expect(parseAdminConfig({})).toEqual({ config: { url: DEFAULT_ADMIN_URL, origin: DEFAULT_ADMIN_URL } });
    expect(parseAdminConfig({ ADMIN_URL: 'https://admin.foundry.example/' })).toEqual({
      config: { url: 'https://admin.foundry.example', origin: 'https://admin.foundry.example' },
    });
  });

  it('refuses what is not an http(s) address', () => {
    expect(parseAdminConfig({ ADMIN_URL: 'ftp://x' })).toHaveProperty('error');
    expect(parseAdminConfig({ ADMIN_URL: 'not a url' })).toHaveProperty('error');
  });
});
