import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { decompressWoff2 } from '../engines/wawoff2-queue.ts';
import { sampleFontsDir } from '../testing/sample-fonts.ts';
import { analyseFont, NotAFontError } from './analyse-font.ts';

const seedFont = (family: string, file: string) =>
  new Uint8Array(readFileSync(join(sampleFontsDir, family, file)));
const fontkitOf = (bytes: Uint8Array) => fontkit.create(Buffer.from(bytes)) as fontkit.Font;

describe('analyseFont', () => {
  it.each([
    ['inter', 'Inter-Regular.woff2'],
    ['vollkorn', 'Vollkorn-Italic.woff2'],
    ['noto-sans', 'NotoSansThai-Bold.woff2'],
    ['material-symbols', 'material-symbols-outlined.woff2'],
    ['bootstrap-icons', 'bootstrap-icons.woff2'],
  ])('reports the glyph count and character map of %s/%s as fontkit reads them', (family, file) => {
    const bytes = seedFont(family, file);
    const facts = analyseFont(bytes);
    const font = fontkitOf(bytes);
    expect(facts.glyphCount).toBe(font.numGlyphs);
    expect(facts.codePoints).toEqual([...new Set(font.characterSet)].sort((a, b) => a - b));
    expect(facts.format).toBe('woff2');
  });

  it('reads the wght and opsz axes and the named instances of Inter Variable', () => {
    const facts = analyseFont(seedFont('inter', 'InterVariable.woff2'));
    expect(facts.axes.map((axis) => axis.tag).sort()).toEqual(['opsz', 'wght']);
    expect(facts.axes.find((axis) => axis.tag === 'wght')).toMatchObject({
      min: 100,
      max: 900,
      default: 400,
    });
    expect(facts.instances.map((instance) => instance.name)).toContain('Bold');
    expect(facts.instances.find((instance) => instance.name === 'Bold')?.coordinates.wght).toBe(700);
    expect(facts.familyName).toBe('Inter Variable');
  });

  it('reads four axes from Material Symbols', () => {
    const facts = analyseFont(seedFont('material-symbols', 'material-symbols-outlined.woff2'));
    expect(facts.axes.map((axis) => axis.tag).sort()).toEqual(['FILL', 'GRAD', 'opsz', 'wght']);
  });

  it('reads scripts from the character map', () => {
    expect(analyseFont(seedFont('noto-sans', 'NotoSansArabic-Regular.woff2')).scripts).toEqual(['Arabic']);
    expect(analyseFont(seedFont('noto-sans', 'NotoSansDevanagari-Bold.woff2')).scripts).toContain(
      'Devanagari',
    );
    expect(analyseFont(seedFont('noto-sans', 'NotoSans-Regular.woff2')).scripts).toEqual([
      'Latin',
      'Greek',
      'Cyrillic',
    ]);
    expect(analyseFont(seedFont('bootstrap-icons', 'bootstrap-icons.woff2')).scripts).toEqual([]);
  });

  it('reads style names, weight, italic, features and x-height', () => {
    const facts = analyseFont(seedFont('vollkorn', 'Vollkorn-SemiBoldItalic.woff2'));
    expect(facts).toMatchObject({
      familyName: 'Vollkorn',
      subfamilyName: 'SemiBold Italic',
      weight: 600,
      italic: true,
    });
    expect(facts.features).toEqual(expect.arrayContaining(['kern', 'liga']));
    expect(facts.xHeight).toBeGreaterThan(0.4);
    expect(facts.xHeight).toBeLessThan(0.6);
    expect(facts.unicodeRanges.startsWith('U+')).toBe(true);
  });

  it('gives the same facts for a WOFF2 and the TrueType it packs', async () => {
    const woff2 = seedFont('noto-sans', 'NotoSansHebrew-Bold.woff2');
    const ttf = await decompressWoff2(woff2);
    const fromTtf = analyseFont(ttf);
    expect(fromTtf.format).toBe('ttf');
    expect({ ...fromTtf, format: 'woff2' }).toEqual(analyseFont(woff2));
  });

  it('refuses bytes that are not a font', () => {
    expect(() => analyseFont(new TextEncoder().encode('<html>not a font</html>'))).toThrow(NotAFontError);
    expect(() => analyseFont(new Uint8Array([0, 1]))).toThrow(NotAFontError);
  });
});
