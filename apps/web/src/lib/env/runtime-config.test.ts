import { describe, expect, it } from 'vitest';
import { graphqlEndpoint, readRuntimeConfig } from './runtime-config.ts';

describe('readRuntimeConfig', () => {
  it('defaults to the local API and web addresses', () => {
    expect(readRuntimeConfig({})).toEqual({
      apiUrl: 'http://localhost:4000',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('takes the addresses from API_URL and PUBLIC_URL without trailing slashes', () => {
    const config = readRuntimeConfig({
      API_URL: 'https://api.shop.example/',
      PUBLIC_URL: 'https://shop.example',
    });
    expect(config).toEqual({ apiUrl: 'https://api.shop.example', publicUrl: 'https://shop.example' });
    expect(graphqlEndpoint(config)).toBe('https://api.shop.example/graphql');
  });

  it('names the variable when an address is not an http(s) URL', () => {
    expect(() => readRuntimeConfig({ API_URL: 'localhost:4000' })).toThrow(
      /^API_URL must be an absolute http\(s\) URL/,
    );
    expect(() => readRuntimeConfig({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/^PUBLIC_URL must be/);
  });

  it('passes the reCAPTCHA site key and the analytics host on only when they are set', () => {
    expect(readRuntimeConfig({}).recaptchaSiteKey).toBeUndefined();
    expect(readRuntimeConfig({ PLAUSIBLE_DOMAIN: 'shop.example' }).plausible).toBeUndefined();
    const config = readRuntimeConfig({
      RECAPTCHA_SITE_KEY: ' site-key ',
      PLAUSIBLE_DOMAIN: 'shop.example',
      PLAUSIBLE_HOST: 'https://plausible.io/',
    });
    expect(config.recaptchaSiteKey).toBe('site-key');
    expect(config.plausible).toEqual({ domain: 'shop.example', host: 'https://plausible.io' });
    expect(() =>
      readRuntimeConfig({ PLAUSIBLE_DOMAIN: 'shop.example', PLAUSIBLE_HOST: 'plausible' }),
    ).toThrow(/^PLAUSIBLE_HOST must be/);
  });

  it('switches the help line on with its support address, and names a value that is not one', () => {
    expect(readRuntimeConfig({}).helpLineEmail).toBeUndefined();
    expect(readRuntimeConfig({ HELP_LINE_EMAIL: ' support@shop.example ' }).helpLineEmail).toBe(
      'support@shop.example',
    );
    expect(() => readRuntimeConfig({ HELP_LINE_EMAIL: 'https://shop.example/help' })).toThrow(
      /^HELP_LINE_EMAIL must be an e-mail address/,
    );
  });
});
