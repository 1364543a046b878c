import { describe, expect, it } from 'vitest';
import { DEFAULT_VIES_URL, parseVatConfig } from './vat-config.ts';

describe('parseVatConfig', () => {
  it('defaults to the built-in register and the EU endpoint', () => {
    expect(parseVatConfig({})).toEqual({ config: { checker: 'builtin', viesUrl: DEFAULT_VIES_URL } });
  });

  it('takes VIES with a URL of choice, without a trailing slash', () => {
    expect(parseVatConfig({ VAT_CHECKER: 'vies', VIES_URL: 'http://127.0.0.1:9/rest-api/' })).toEqual({
      config: { checker: 'vies', viesUrl: 'http://127.0.0.1:9/rest-api' },
    });
  });

  it('names the variable at fault', () => {
    expect(parseVatConfig({ VAT_CHECKER: 'VIES' })).toEqual({
      error: "VAT_CHECKER must be one of builtin, vies (got 'VIES').",
    });
    expect(parseVatConfig({ VIES_URL: 'not a url' })).toMatchObject({
      error: expect.stringMatching(/^VIES_URL/),
    });
    expect(parseVatConfig({ VIES_URL: 'ftp://x' })).toMatchObject({
      error: expect.stringMatching(/^VIES_URL/),
    });
  });
});
