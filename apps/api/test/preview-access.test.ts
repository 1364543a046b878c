import { families, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewAccessKey } from '../src/services/font-previews/preview-access-key.ts';
import { signPreviewAccess } from '../src/services/font-previews/preview-access-token.ts';
import { signUp } from './account-helpers.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

interface FontUrls {
  fontURL: string;
  subsets: { url: string }[];
}
interface Families {
  readFamilies: { nodes: { url: string; styles: FontUrls[]; variableFonts: FontUrls[] }[] };
}

// Every field that hands out a preview URL, for one family.
const FAMILY_FONTS = /* GraphQL */ `
  query ($url: String) {
    readFamilies(url: $url) {
      nodes {
        url
        styles { fontURL subsets { url } }
        variableFonts { fontURL subsets { url } }
      }
    }
  }
`;

const FAMILY = 'geist-mono';

describe('previews of a family in development: signed access in the URL', () => {
  let app: TestApp;
  let memberCookie: string;
  let customerCookie: string;

  /** Every preview URL of the family as this viewer's readFamilies lists it. */
  async function urlsFor(cookie?: string): Promise<string[]> {
    const headers = { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) };
    const result = await app.graphql<Families>(FAMILY_FONTS, { url: FAMILY }, headers);
    expect(result.body.errors).toBeUndefined();
    const family = result.body.data?.readFamilies.nodes[0];
    if (!family) throw new Error(`no family ${FAMILY}`);
    const fonts = [...family.styles, ...family.variableFonts];
    return fonts.flatMap((font) => [font.fontURL, ...font.subsets.map((subset) => subset.url)]);
  }

  // A cross-origin @font-face request: the shop's Origin and no cookie.
  const loadFont = (url: string) => app.fetch(url, { headers: { origin: WEB_ORIGIN } });

  const addressOf = (url: string) => {
    const address = /\/v\d+\/([0-9a-f]{24})\//.exec(url)?.[1];
    if (!address) throw new Error(`not a preview URL: ${url}`);
    return address;
  };
  const withAccess = (url: string, token: string) => `${url.split('?')[0]}?access=${token}`;

  beforeAll(async () => {
    app = await createTestApp();
    // Marked before the app's route has looked the family's files up (it keeps a lookup a minute).
    await app.database.db.update(families).set({ preRelease: true }).where(eq(families.url, FAMILY));
    customerCookie = (await signUp(app, 'access-customer@example.com')).cookie;
    const member = await signUp(app, 'access-member@example.com');
    await app.database.db
      .update(users)
      .set({ club: true })
      .where(eq(users.id, Number(member.id)));
    memberCookie = member.cookie;
  });

  afterAll(() => app.close());

  it('gives a club member tokenised URLs that load without a cookie, privately cached', async () => {
    const urls = await urlsFor(memberCookie);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url).toMatch(/\.woff2\?access=\d+\.[A-Za-z0-9_-]{43}$/);
    // The same within the expiry window, so browsers and the web app can cache the page's CSS.
    expect(await urlsFor(memberCookie)).toEqual(urls);
    const first = urls[0] as string;
    const response = await loadFont(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toMatch(/^private\b/);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOF2');
  });

  it('gives a guest and a customer no URL that loads', async () => {
    for (const cookie of [undefined, customerCookie]) {
      const urls = await urlsFor(cookie);
      expect(urls.length).toBeGreaterThan(2);
      for (const url of urls) {
        expect(url).not.toContain('access=');
        expect((await loadFont(url)).status, url).toBe(404);
      }
    }
  });

  it('refuses a forged token, an expired one and one of another font with 404', async () => {
    const urls = await urlsFor(memberCookie);
    const own = urls[0] as string;
    const other = urls.find((url) => addressOf(url) !== addressOf(own));
    if (!other) throw new Error(`${FAMILY} has one font file`);
    const key = await previewAccessKey(app.config);
    const future = Math.floor(Date.now() / 1000) + 3600;
    const refused = {
      forged: withAccess(own, `${future}.${'A'.repeat(43)}`),
      'signed with another key': withAccess(
        own,
        signPreviewAccess(Buffer.alloc(32, 7), addressOf(own), future),
      ),
      'expiry changed': withAccess(own, `${future + 1}.${own.split('.').at(-1) as string}`),
      expired: withAccess(own, signPreviewAccess(key, addressOf(own), Math.floor(Date.now() / 1000) - 60)),
      'of another font': withAccess(own, other.split('?access=')[1] as string),
      malformed: withAccess(own, 'yes'),
    };
    for (const [what, url] of Object.entries(refused)) {
      expect((await loadFont(url)).status, what).toBe(404);
    }
    // The member's own session cookie still opens the URL without a token.
    const byCookie = await app.fetch(own.split('?')[0] as string, {
      headers: { origin: WEB_ORIGIN, cookie: memberCookie },
    });
    expect(byCookie.status).toBe(200);
    expect((await loadFont(own)).status).toBe(200);
  });

  it('leaves the URLs of released families token-free for a club member', async () => {
    const result = await app.graphql<Families>(
      FAMILY_FONTS,
      { url: 'inter' },
      { origin: WEB_ORIGIN, cookie: memberCookie },
    );
    const inter = result.body.data?.readFamilies.nodes[0];
    const urls = (inter?.styles ?? []).flatMap((style) => [
      style.fontURL,
      ...style.subsets.map((s) => s.url),
    ]);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url).not.toContain('?');
  });
});
