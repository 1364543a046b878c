import { createHash } from 'node:crypto';
import { families, styles } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

interface Style {
  id: string;
  title: string;
  fontURL: string;
  unicodeRanges: string;
  subsets: { id: string; url: string; unicodeRanges: string }[];
}

const READ_STYLES = /* GraphQL */ `
  query ($url: String!) {
    readFamilies(url: $url, pageSize: 1) {
      nodes { styles { id title fontURL unicodeRanges subsets { id url unicodeRanges } } }
    }
  }
`;

// A page of families reads a digest of each style's characters and their text only when it is new
// (repositories/unicode-ranges-by-digest.ts): a changed text must still change the previews at once.
describe("a style's characters, read by their digest", () => {
  let app: TestApp;

  async function interRegular(): Promise<Style> {
    const result = await app.graphql<{ readFamilies: { nodes: { styles: Style[] }[] } }>(READ_STYLES, {
      url: 'inter',
    });
    expect(result.body.errors).toBeUndefined();
    const regular = result.body.data?.readFamilies.nodes[0]?.styles.find(
      (style) => style.title === 'Regular',
    );
    if (!regular) throw new Error('no Inter Regular');
    return regular;
  }

  async function setText(styleId: number, text: string) {
    await app.database.db.update(styles).set({ unicodeRanges: text }).where(eq(styles.id, styleId));
  }

  const subsetNames = (style: Style) =>
    style.subsets.map((subset) => subset.id.replace(`style-${style.id}-`, ''));

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(() => app.close());

  it('keeps the digest of the text in the database on every write', async () => {
    const [inter] = await app.database.db
      .select({ id: families.id })
      .from(families)
      .where(eq(families.url, 'inter'));
    const [row] = await app.database.db
      .select({ text: styles.unicodeRanges, digest: styles.unicodeRangesDigest })
      .from(styles)
      .where(and(eq(styles.familyId, inter?.id ?? -1), eq(styles.title, 'Regular')));
    expect(row?.digest).toBe(
      createHash('md5')
        .update(row?.text ?? '')
        .digest('hex'),
    );
  });

  it('lists the previews of the new characters after a text changes, and of the old ones after it changes back', async () => {
    const before = await interRegular();
    expect(subsetNames(before)).toEqual(expect.arrayContaining(['latin', 'cyrillic', 'greek']));

    await setText(Number(before.id), 'U+0020-007E');
    const latinOnly = await interRegular();
    expect(latinOnly.unicodeRanges).toBe('U+0020-007E');
    // Only Latin previews are left (split as the preview plan splits them), none of them Cyrillic.
    expect(subsetNames(latinOnly).length).toBeGreaterThan(0);
    expect(subsetNames(latinOnly).filter((name) => !name.startsWith('latin'))).toEqual([]);
    expect(latinOnly.subsets.map((subset) => subset.unicodeRanges).join(',')).not.toContain('U+04');
    expect(latinOnly.subsets.map((subset) => subset.url)).toContain(latinOnly.fontURL);

    await setText(Number(before.id), before.unicodeRanges);
    const restored = await interRegular();
    expect(restored.unicodeRanges).toBe(before.unicodeRanges);
    expect(restored.subsets).toEqual(before.subsets);
    expect(restored.fontURL).toBe(before.fontURL);
  });
});
