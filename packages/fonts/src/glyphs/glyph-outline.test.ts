import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type GlyphFont, openGlyphFont } from './glyph-font.ts';
import { glyphView } from './glyph-outline.ts';

const interRegular = fileURLToPath(
  new URL('../../../db/seed/fonts/inter/Inter-Regular.woff2', import.meta.url),
);

describe('glyphView', () => {
  let font: GlyphFont;
  const entryFor = (codePoint: number) => {
    const entry = font.glyphs.find((glyph) => glyph.codePoints.includes(codePoint));
    if (!entry) throw new Error(`Inter has no glyph for U+${codePoint.toString(16)}`);
    return entry;
  };
  const frame = (viewBox: string) => {
    const [minX = Number.NaN, minY = Number.NaN, width = Number.NaN, height = Number.NaN] = viewBox
      .split(' ')
      .map(Number);
    return { minX, minY, width, height };
  };

  beforeAll(async () => {
    font = await openGlyphFont(new Uint8Array(await readFile(interRegular)), null);
  });

  it('frames every glyph between the same ascender and descender so baselines line up', () => {
    const views = [0x41, 0x67, 0x2e].map((codePoint) => glyphView(font, entryFor(codePoint)));
    const tops = new Set(views.map((view) => frame(view.viewBox).minY));
    const heights = new Set(views.map((view) => frame(view.viewBox).height));
    expect([...tops]).toEqual([-Math.round(font.ascent)]);
    expect([...heights]).toEqual([Math.round(font.ascent - font.descent)]);
  });

  it('widens the frame of a zero-advance mark to cover its ink', () => {
    const acute = glyphView(font, entryFor(0x0301));
    const bbox = font.font.getGlyph(acute.id).bbox;
    expect(acute.advanceWidth).toBe(0);
    expect(acute.path).not.toBe('');
    const { minX, width } = frame(acute.viewBox);
    expect(minX).toBeLessThanOrEqual(bbox.minX);
    expect(minX + width).toBeGreaterThanOrEqual(bbox.maxX);
  });

  it('gives an empty glyph without advance a half-em frame a browser still draws', () => {
    const view = glyphView(font, entryFor(0x200b)); // zero width space
    expect(view).toMatchObject({ path: '', advanceWidth: 0 });
    expect(frame(view.viewBox)).toMatchObject({ minX: 0, width: font.unitsPerEm / 2 });
  });

  it('gives a blank glyph an empty path and the frame of its advance', () => {
    const space = glyphView(font, entryFor(0x20));
    expect(space.path).toBe('');
    expect(frame(space.viewBox)).toMatchObject({ minX: 0, width: Math.ceil(space.advanceWidth) });
  });
});
