import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

describe('catalogue reads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function data<Data>(query: string): Promise<Data> {
    const response = await app.graphql<Data>(query);
    expect(response.body.errors).toBeUndefined();
    if (!response.body.data) throw new Error('no data');
    return response.body.data;
  }

  it('readCountries lists every country, with EU membership and states', async () => {
    const { readCountries } = await data<{
      readCountries: {
        code: string;
        title: string;
        isEU: boolean;
        useVATID: boolean;
        vatCode: string | null;
        states: { code: string; title: string }[];
      }[];
    }>('{ readCountries { id code title useVATID vatCode isEU states { id code title } } }');
    expect(readCountries.length).toBeGreaterThanOrEqual(240);
    const byCode = new Map(readCountries.map((country) => [country.code, country]));
    expect(byCode.get('DE')).toMatchObject({ isEU: true, useVATID: true, vatCode: 'DE' });
    expect(byCode.get('GR')?.vatCode).toBe('EL');
    const us = byCode.get('US');
    expect(us?.isEU).toBe(false);
    expect(us?.states.length).toBeGreaterThanOrEqual(50);
    expect(us?.states.map((state) => state.code)).toContain('CA');
    expect(byCode.get('DE')?.states).toEqual([]);
  });

  it('readLicenses lists the licences with options and priced choices', async () => {
    const { readLicenses } = await data<{
      readLicenses: {
        title: string;
        kind: string;
        options: {
          name: string;
          hide: boolean;
          choices: { id: string; value: string; priceFactor: number }[];
        }[];
      }[];
    }>(
      '{ readLicenses { id title kind description options { name title hide choices { id title value amount priceFactor isDefault } } } }',
    );
    expect(readLicenses.length).toBeGreaterThanOrEqual(6);
    const withOptions = readLicenses.filter((license) => license.options.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(4);
    for (const license of withOptions) {
      // Hidden options may be free values (a third party's number) rather than a list of choices.
      for (const option of license.options.filter((candidate) => !candidate.hide)) {
        expect(option.choices.length).toBeGreaterThan(0);
        for (const choice of option.choices) expect(choice.priceFactor).toBeGreaterThan(0);
      }
    }
  });

  it('readEncodings lists the encodings, right-to-left ones marked', async () => {
    const { readEncodings } = await data<{ readEncodings: { url: string; direction: string }[] }>(
      '{ readEncodings { id url title direction } }',
    );
    expect(readEncodings.length).toBeGreaterThanOrEqual(3);
    expect(readEncodings.some((encoding) => encoding.direction === 'rtl')).toBe(true);
  });

  it('readHomepageHero gives the active hero with an image or a video URL', async () => {
    const { readHomepageHero } = await data<{
      readHomepageHero: { kind: string; image: { url: string } | null; video: string | null } | null;
    }>('{ readHomepageHero { id kind title link image { url width height alt } video } }');
    expect(readHomepageHero).not.toBeNull();
    if (!readHomepageHero) return;
    const url = readHomepageHero.kind === 'image' ? readHomepageHero.image?.url : readHomepageHero.video;
    expect(url).toMatch(/^https?:\/\//);
    const imageUrl = readHomepageHero.image?.url;
    if (imageUrl?.startsWith(app.config.apiUrl)) {
      const response = await app.fetch(imageUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }
  });
});
