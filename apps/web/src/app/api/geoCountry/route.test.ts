import { describe, expect, it } from 'vitest';
import { GET } from './route.ts';

async function ask(headers: Record<string, string>) {
  const response = GET(new Request('http://localhost:3000/api/geoCountry', { headers }));
  return { response, body: (await response.json()) as { country: string | null } };
}

describe('GET /api/geoCountry', () => {
  it("answers a public address's country from the bundled database", async () => {
    expect((await ask({ 'x-forwarded-for': '8.8.8.8' })).body).toEqual({ country: 'US' });
    // heise.de, a German publisher's address.
    expect((await ask({ 'x-forwarded-for': '193.99.144.80, 10.0.0.1' })).body).toEqual({ country: 'DE' });
    expect((await ask({ 'x-forwarded-for': '::ffff:193.99.144.80' })).body).toEqual({ country: 'DE' });
  });

  it('lets a CDN country header win, in the order cf, vercel, cloudfront, ignoring XX and T1', async () => {
    expect(
      (await ask({ 'x-forwarded-for': '8.8.8.8', 'cloudfront-viewer-country': 'fr' })).body.country,
    ).toBe('FR');
    expect(
      (await ask({ 'cf-ipcountry': 'CH', 'x-vercel-ip-country': 'AT', 'cloudfront-viewer-country': 'FR' }))
        .body.country,
    ).toBe('CH');
    expect((await ask({ 'cf-ipcountry': 'T1', 'x-vercel-ip-country': 'AT' })).body.country).toBe('AT');
    expect((await ask({ 'cf-ipcountry': 'XX', 'x-forwarded-for': '8.8.8.8' })).body.country).toBe('US');
  });

  it('answers null for localhost, private and unreadable addresses', async () => {
    for (const address of ['127.0.0.1', '::1', '192.168.1.20', 'not-an-address', '999.1.1.1']) {
      expect((await ask({ 'x-forwarded-for': address })).body).toEqual({ country: null });
    }
    expect((await ask({})).body).toEqual({ country: null });
  });

  it('may be cached by the browser only', async () => {
    const { response } = await ask({ 'x-forwarded-for': '8.8.8.8' });
    expect(response.headers.get('cache-control')).toMatch(/^private\b/);
  });
});
