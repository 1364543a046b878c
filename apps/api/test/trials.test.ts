import { downloadJobs, encodings, families, styles, users } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { unzipSync } from 'fflate';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { signUp } from './payment-orders.ts';

const FAMILY = /* GraphQL */ `
  query Family($url: String!) {
    readFamilies(url: $url) { nodes { id trialFamilyProductID encoding { id } } }
  }
`;
const SUMMARY = /* GraphQL */ `
  query Summary($productID: ID!, $encodingIDs: [ID!]) {
    readTrialCartSummary(productID: $productID, encodingIDs: $encodingIDs) {
      title full selectionIndex downloadLink percentageVAT unsupportedEncodings
      license { id title options { name } }
      price { amount currency } oldPrice { amount } totalVAT { amount } discount { amount }
      encodings { url }
      product { kind children { kind } }
    }
  }
`;
const DOWNLOAD = /* GraphQL */ `
  mutation Trial($productID: ID!, $encodingIDs: [ID!], $preRelease: Boolean, $token: String) {
    downloadTrialFamily(productID: $productID, encodingIDs: $encodingIDs, preRelease: $preRelease, token: $token) {
      id hash status file
    }
  }
`;

type DownloadData = { downloadTrialFamily: { id: string; status: string; file: string | null } };

interface TrialFont {
  path: string;
  familyName: string;
  postscriptName: string;
  numGlyphs: number;
  has(char: string): boolean;
}

describe('trials', () => {
  let app: TestApp;
  let address = 0;
  /** A fresh client address per test keeps the daily limit of one test out of the others. */
  const nextAddress = () => `198.51.100.${++address}`;

  async function family(url: string) {
    const { body } = await app.graphql<{
      readFamilies: {
        nodes: { id: string; trialFamilyProductID: string | null; encoding: { id: string } }[];
      };
    }>(FAMILY, { url });
    const node = body.data?.readFamilies.nodes[0];
    if (!node?.trialFamilyProductID) throw new Error(`no trial product for ${url}`);
    return { id: Number(node.id), productID: node.trialFamilyProductID, encodingID: node.encoding.id };
  }

  // Each download comes from its own socket address unless one is given: the daily limit is per address.
  function download(
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
    remoteAddress: string = nextAddress(),
  ) {
    return app.graphql<DownloadData>(
      DOWNLOAD,
      { token: DEV_CAPTCHA_TOKEN, ...variables },
      { origin: WEB_ORIGIN, ...headers },
      { remoteAddress },
    );
  }

  async function fontsOfZip(fileUrl: string): Promise<{ fonts: TrialFont[]; names: string[] }> {
    const response = await app.fetch(fileUrl);
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(entries);
    const fonts = names
      .filter((name) => /\.(ttf|otf)$/.test(name))
      .map((path) => {
        const font = fontkit.create(Buffer.from(entries[path] as Uint8Array));
        if (!('numGlyphs' in font)) throw new Error('a collection');
        return {
          path,
          familyName: font.familyName,
          postscriptName: font.postscriptName,
          numGlyphs: font.numGlyphs,
          has: (char: string) => font.hasGlyphForCodePoint(char.codePointAt(0) as number),
        };
      });
    return { fonts, names };
  }

  const trialRows = () => app.database.db.select().from(downloadJobs).where(eq(downloadJobs.type, 'trial'));

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses a download without a valid captcha token with code 5 and records nothing', async () => {
    const { productID } = await family('vollkorn');
    for (const token of [null, 'forged-token']) {
      const { body } = await download({ productID, token });
      expect(body.errors?.[0]?.extensions?.code).toBe(5);
    }
    expect(await trialRows()).toHaveLength(0);
  });

  it('summarises the trial: free, the family price as old price, limited for guests', async () => {
    const { productID } = await family('vollkorn');
    const { body } = await app.graphql<{ readTrialCartSummary: Record<string, unknown> }>(SUMMARY, {
      productID,
      encodingIDs: null,
    });
    expect(body.errors).toBeUndefined();
    const summary = body.data?.readTrialCartSummary as {
      price: { amount: number };
      oldPrice: { amount: number };
      full: boolean;
      encodings: { url: string }[];
      product: { kind: string; children: { kind: string }[] };
      downloadLink: string | null;
      license: { id: string; title: string; options: unknown[] }[];
    };
    expect(summary.price.amount).toBe(0);
    expect(summary.license).toEqual([{ id: 'trial', title: 'Trial licence (evaluation only)', options: [] }]);
    expect(summary.oldPrice.amount).toBeGreaterThan(0);
    expect(summary.full).toBe(false);
    expect(summary.encodings.map((encoding) => encoding.url)).toEqual(['latin']);
    expect(summary.product.kind).toBe('FAMILY');
    expect(summary.product.children.length).toBeGreaterThan(1);
    expect(summary.downloadLink).toBeNull();

    const [arabic] = await app.database.db
      .select({ id: encodings.id })
      .from(encodings)
      .where(eq(encodings.url, 'arabic'));
    const { encodingID } = await family('vollkorn');
    const mixed = await app.graphql<{
      readTrialCartSummary: { encodings: { url: string }[]; unsupportedEncodings: string[] };
    }>(SUMMARY, { productID, encodingIDs: [encodingID, String(arabic?.id)] });
    expect(mixed.body.data?.readTrialCartSummary.encodings.map((encoding) => encoding.url)).toEqual([
      'latin',
    ]);
    expect(mixed.body.data?.readTrialCartSummary.unsupportedEncodings).toEqual([String(arabic?.id)]);
    const onlyArabic = await app.graphql(SUMMARY, { productID, encodingIDs: [String(arabic?.id)] });
    expect(onlyArabic.body.errors?.[0]?.extensions?.code).toBe(208);

    const unknown = await app.graphql(SUMMARY, { productID: '999999' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe(205);
  });

  it('builds a limited trial: renamed fonts with fewer glyphs than the originals, and a licence', async () => {
    const { id, productID } = await family('vollkorn');
    const { body } = await download({ productID }, {}, '192.0.2.44');
    expect(body.errors).toBeUndefined();
    const info = body.data?.downloadTrialFamily;
    expect(info?.status).toBe('Completed');
    expect(info?.file).toMatch(/\/downloads\/\d+\/.+\/vollkorn-trial-limited\.zip$/);
    const { fonts, names } = await fontsOfZip(info?.file as string);
    expect(names).toContain('TRIAL-LICENSE.txt');

    const originals = await app.database.db
      .select({ glyphCount: styles.glyphCount })
      .from(styles)
      .where(eq(styles.familyId, id));
    expect(fonts).toHaveLength(originals.length);
    const fewestOriginal = Math.min(...originals.map((style) => style.glyphCount));
    for (const font of fonts) {
      // Legacy family names carry non-RIBBI weights: 'Vollkorn Trial Medium'.
      expect(font.familyName).toMatch(/^Vollkorn Trial( |$)/);
      expect(font.postscriptName).toMatch(/^VollkornTrial-/);
      expect(font.numGlyphs).toBeLessThan(fewestOriginal);
      expect(font.has('A')).toBe(true);
      expect(font.has('é')).toBe(false);
    }
    const [row] = await trialRows();
    expect(JSON.parse(row?.request ?? '{}')).toMatchObject({ full: false, address: '192.0.2.44' });
  });

  it('gives a user with canGetFullTrialFont the whole fonts, renamed', async () => {
    const { id, productID } = await family('vollkorn');
    const user = await signUp(app, 'full-trial@example.com');
    const readFlag = async () =>
      (
        await app.graphql<{ readUser: { canGetFullTrialFont: boolean } }>(
          '{ readUser { canGetFullTrialFont } }',
          {},
          { cookie: user.cookie },
        )
      ).body.data?.readUser.canGetFullTrialFont;
    expect(await readFlag()).toBe(false);
    await app.database.db.update(users).set({ canGetFullTrialFont: true }).where(eq(users.id, user.id));
    expect(await readFlag()).toBe(true);
    const { body } = await download({ productID }, { cookie: user.cookie });
    expect(body.errors).toBeUndefined();
    const { fonts } = await fontsOfZip(body.data?.downloadTrialFamily.file as string);
    const originals = await app.database.db
      .select({ title: styles.title, glyphCount: styles.glyphCount })
      .from(styles)
      .where(eq(styles.familyId, id));
    const glyphCounts = new Set(originals.map((style) => style.glyphCount));
    for (const font of fonts) {
      // Legacy family names carry non-RIBBI weights: 'Vollkorn Trial Medium'.
      expect(font.familyName).toMatch(/^Vollkorn Trial( |$)/);
      expect(glyphCounts.has(font.numGlyphs)).toBe(true);
      expect(font.has('é')).toBe(true);
    }
  });

  it('renames away a Reserved Font Name', async () => {
    const { productID } = await family('source-code-pro');
    const { body } = await download({ productID });
    expect(body.errors).toBeUndefined();
    const { fonts, names } = await fontsOfZip(body.data?.downloadTrialFamily.file as string);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.familyName).toMatch(/^Trial Code Pro( |$)/);
      expect(font.familyName).not.toMatch(/source/i);
      expect(font.postscriptName).not.toMatch(/source/i);
    }
    expect(names.filter((name) => /source/i.test(name))).toEqual([]);
  });

  it('refuses the sixth trial of a day from one address with 450', async () => {
    const { productID } = await family('bootstrap-icons');
    const address = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) {
      const { body } = await download({ productID }, {}, address);
      expect(body.errors).toBeUndefined();
    }
    // A header the client writes does not make it another client.
    const { body } = await download({ productID }, { 'x-forwarded-for': '198.51.100.77' }, address);
    expect(body.errors?.[0]?.extensions?.code).toBe(450);
    // Another address is not held back.
    const other = await download({ productID });
    expect(other.body.errors).toBeUndefined();
  });

  it('refuses a pre-release family with 451 unless the user is a club member', async () => {
    const { id, productID } = await family('geist-mono');
    await app.database.db.update(families).set({ preRelease: true }).where(eq(families.id, id));
    const guest = await download({ productID, preRelease: true });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe(451);
    const summary = await app.graphql(SUMMARY, { productID });
    expect(summary.body.errors?.[0]?.extensions?.code).toBe(451);

    const member = await signUp(app, 'club-trial@example.com');
    await app.database.db.update(users).set({ club: true }).where(eq(users.id, member.id));
    const allowed = await download({ productID, preRelease: true }, { cookie: member.cookie });
    expect(allowed.body.errors).toBeUndefined();
    const rows = await app.database.db
      .select()
      .from(downloadJobs)
      .where(and(eq(downloadJobs.type, 'trial'), eq(downloadJobs.familyId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(member.id);
  });
});
