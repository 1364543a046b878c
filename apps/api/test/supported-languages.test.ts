import { families, styles } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const FAMILY = /* GraphQL */ `
  query Family($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID) {
      nodes {
        id
        familyEncodings { encoding { id url } }
        supportedLanguages { code name }
      }
    }
  }
`;

type FamilyData = {
  readFamilies: {
    nodes: {
      id: string;
      familyEncodings: { encoding: { id: string; url: string } }[];
      supportedLanguages: { code: string; name: string }[];
    }[];
  };
};

describe('Family.supportedLanguages', () => {
  let app: TestApp;

  async function family(url: string, encodingID?: string) {
    const { body } = await app.graphql<FamilyData>(FAMILY, { url, encodingID });
    expect(body.errors).toBeUndefined();
    const item = body.data?.readFamilies.nodes[0];
    if (!item) throw new Error(`no family ${url}`);
    return item;
  }

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists Latin languages for Noto Sans in Latin and Arabic-script ones in Arabic', async () => {
    const latin = await family('noto-sans');
    const codes = latin.supportedLanguages.map((language) => language.code);
    expect(codes).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'pl', 'ru', 'el']));
    expect(codes).not.toContain('ar');
    const names = latin.supportedLanguages.map((language) => language.name);
    expect(names).toContain('German');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const arabicId = latin.familyEncodings.find((row) => row.encoding.url === 'arabic')?.encoding.id;
    expect(arabicId).toBeDefined();
    const arabic = await family('noto-sans', arabicId);
    const arabicCodes = arabic.supportedLanguages.map((language) => language.code);
    expect(arabicCodes).toContain('ar');
    expect(arabicCodes).not.toContain('de');
    expect(arabicCodes).not.toEqual(codes);
  });

  it('shortens the list when one style maps fewer characters', async () => {
    const before = await family('vollkorn');
    expect(before.supportedLanguages.map((language) => language.code)).toContain('de');

    const [row] = await app.database.db
      .select({ id: families.id })
      .from(families)
      .where(eq(families.url, 'vollkorn'));
    const [style] = await app.database.db
      .select({ id: styles.id, codePoints: styles.codePoints })
      .from(styles)
      .where(eq(styles.familyId, row?.id ?? 0))
      .limit(1);
    if (!style) throw new Error('Vollkorn has no style');
    const sharpS = 'ß'.codePointAt(0);
    expect(style.codePoints).toContain(sharpS);
    await app.database.db
      .update(styles)
      .set({ codePoints: style.codePoints.filter((codePoint) => codePoint !== sharpS) })
      .where(eq(styles.id, style.id));

    const after = await family('vollkorn');
    const codes = after.supportedLanguages.map((language) => language.code);
    expect(codes).not.toContain('de');
    expect(codes).toContain('en');
    expect(after.supportedLanguages.length).toBeLessThan(before.supportedLanguages.length);
  });
});
