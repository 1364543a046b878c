import { openFontForDrawing } from '@foundry/fonts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamilyRepository } from '../src/repositories/family-repository.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SAMPLES = /* GraphQL */ `
  query Samples($url: String!) {
    readFamilies(url: $url) {
      nodes { openTypeFeatures hasWeightCalculator defaultStyle { id } openTypeFeatureSamples { tag title sample } }
    }
  }
`;

type Sample = { tag: string; title: string; sample: string };
type Node = {
  openTypeFeatures: string[];
  hasWeightCalculator: boolean;
  defaultStyle: { id: string };
  openTypeFeatureSamples: Sample[];
};
type Font = Awaited<ReturnType<typeof openFontForDrawing>>;

/** The glyph ids fontkit shapes the text to with one feature forced off or on. */
const glyphIds = (font: Font, text: string, tag: string, on: boolean) =>
  font.layout(text, { [tag]: on }).glyphs.map((glyph) => glyph.id);

describe('Family.openTypeFeatureSamples', () => {
  let app: TestApp;
  let inter: Node;
  let font: Font;

  const read = async (url: string) => {
    const { body } = await app.graphql<{ readFamilies: { nodes: Node[] } }>(SAMPLES, { url });
    expect(body.errors).toBeUndefined();
    const node = body.data?.readFamilies.nodes[0];
    if (!node) throw new Error(`no family ${url}`);
    return node;
  };

  beforeAll(async () => {
    app = await createTestApp();
    inter = await read('inter');
    // The file the samples were read from: Inter's default style, as stored.
    const style = await createFamilyRepository(app.database.db).styleById(Number(inter.defaultStyle.id));
    const bytes = style ? await app.storage.get(style.storageKey) : null;
    if (!bytes) throw new Error('Inter’s default style has no file');
    font = await openFontForDrawing(bytes);
  });
  afterAll(() => app.close());

  it('gives Inter’s stylistic set, tabular figures and case forms samples whose glyphs the feature changes', () => {
    for (const tag of ['ss01', 'tnum', 'case', 'zero', 'cv11', 'sups']) {
      const sample = inter.openTypeFeatureSamples.find((candidate) => candidate.tag === tag);
      expect(sample, tag).toBeDefined();
      const text = sample?.sample ?? '';
      expect(text.length, tag).toBeGreaterThan(0);
      expect(glyphIds(font, text, tag, true), `${tag}: ${text}`).not.toEqual(
        glyphIds(font, text, tag, false),
      );
    }
  });

  it('takes the sample of a stylistic set from the characters it covers, and the font’s name for it', () => {
    const ss01 = inter.openTypeFeatureSamples.find((sample) => sample.tag === 'ss01');
    // Inter's ss01 'Open digits' swaps 3, 4, 6 and 9.
    expect(ss01?.title).toBe('Stylistic set 1: Open digits');
    expect(ss01?.sample.startsWith('3469')).toBe(true);
    // Inter's contextual alternates raise brackets next to capitals already, so '(H-O)' shows no change
    // and the lower-case candidate is taken.
    expect(inter.openTypeFeatureSamples.find((sample) => sample.tag === 'case')?.sample).toBe(
      '(h-o) [x] {y}',
    );
    expect(inter.openTypeFeatureSamples.find((sample) => sample.tag === 'tnum')?.title).toBe(
      'Tabular figures',
    );
  });

  it('lists only features of the family, none the shaper applies anyway, and none that change nothing', () => {
    const tags = inter.openTypeFeatureSamples.map((sample) => sample.tag);
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(inter.openTypeFeatures).toContain(tag);
    // Inter's calt makes fractions of 1/2 by itself: frac has nothing to show.
    for (const tag of ['ccmp', 'mark', 'mkmk', 'aalt', 'frac']) expect(tags).not.toContain(tag);
    for (const { tag, sample } of inter.openTypeFeatureSamples) {
      const off = font.layout(sample, { [tag]: false });
      const on = font.layout(sample, { [tag]: true });
      const shaped = (run: typeof on) =>
        JSON.stringify([
          run.glyphs.map((glyph) => glyph.id),
          run.positions.map((position) => position.xAdvance),
        ]);
      expect(shaped(on), tag).not.toBe(shaped(off));
    }
  });

  it('answers from the cache the second time, and flags the weight calculator on the families set for it', async () => {
    const again = await read('inter');
    expect(again.openTypeFeatureSamples).toEqual(inter.openTypeFeatureSamples);
    // A per-family setting (docs/weight-calculator.md): on for the grotesques the demo names, off
    // for other families, even those with a wght axis (Source Sans 3, Material Symbols).
    expect(inter.hasWeightCalculator).toBe(true);
    expect((await read('geist')).hasWeightCalculator).toBe(true);
    expect((await read('vollkorn')).hasWeightCalculator).toBe(false);
    expect((await read('source-sans-3')).hasWeightCalculator).toBe(false);
    expect((await read('material-symbols')).hasWeightCalculator).toBe(false);
  });
});
