import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woff2ToDesktopFont } from '../woff2/woff2-to-desktop-font.ts';
import { renameFont } from './rename-font.ts';

const seedFont = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../../db/seed/fonts/${path}`, import.meta.url)));

function sum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let total = 0;
  for (let i = 0; i < padded.length; i += 4) total = (total + view.getUint32(i)) >>> 0;
  return total;
}

function open(bytes: Uint8Array) {
  const font = fontkit.create(Buffer.from(bytes));
  if (!('numGlyphs' in font)) throw new Error('a collection');
  return font;
}

describe('renameFont', () => {
  it('renames the family, full and PostScript names and keeps every glyph', async () => {
    const { bytes } = await woff2ToDesktopFont(seedFont('vollkorn/Vollkorn-Regular.woff2'));
    const renamed = renameFont(bytes, { newFamily: (own) => `${own} Trial`, reservedFontName: null });
    const font = open(renamed);
    expect(font.familyName).toBe('Vollkorn Trial');
    expect(font.fullName).toBe('Vollkorn Trial Regular');
    expect(font.postscriptName).toBe('VollkornTrial-Regular');
    expect(font.numGlyphs).toBe(open(bytes).numGlyphs);
    expect(font.getName('copyright', 'en')).toBe(open(bytes).getName('copyright', 'en'));
  });

  it('writes valid table checksums and head.checkSumAdjustment', async () => {
    const { bytes } = await woff2ToDesktopFont(seedFont('vollkorn/Vollkorn-Bold.woff2'));
    const renamed = renameFont(bytes, { newFamily: (own) => `${own} Trial`, reservedFontName: null });
    expect(sum(renamed)).toBe(0xb1b0afba);
    const view = new DataView(renamed.buffer, renamed.byteOffset);
    for (let i = 0; i < view.getUint16(4); i += 1) {
      const at = 12 + i * 16;
      const tag = String.fromCharCode(...renamed.subarray(at, at + 4));
      const table = renamed.slice(view.getUint32(at + 8), view.getUint32(at + 8) + view.getUint32(at + 12));
      if (tag === 'head') new DataView(table.buffer).setUint32(8, 0);
      expect(sum(table), tag).toBe(view.getUint32(at + 4));
    }
  });

  it('removes a Reserved Font Name from every naming record, not from the copyright', async () => {
    const { bytes } = await woff2ToDesktopFont(seedFont('source-code-pro/SourceCodePro-Regular.woff2'));
    const renamed = renameFont(bytes, {
      newFamily: (own) => own.replace('Source', 'Trial'),
      reservedFontName: 'Source',
    });
    const font = open(renamed);
    for (const name of [
      font.familyName,
      font.fullName,
      font.postscriptName,
      font.getName('uniqueSubfamily', 'en'),
    ]) {
      expect(name ?? '').not.toMatch(/source/i);
    }
    expect(font.getName('copyright', 'en')).toMatch(/Source/);
  });

  it('replaces the description and licence records it is given, adding them where the font has none', async () => {
    const { bytes } = await woff2ToDesktopFont(seedFont('vollkorn/Vollkorn-Regular.woff2'));
    const renamed = renameFont(bytes, {
      newFamily: (own) => `${own} Preview`,
      reservedFontName: null,
      records: { 10: 'A preview.', 13: 'Not licensed for use.' },
    });
    const font = open(renamed);
    expect(font.getName('description', 'en')).toBe('A preview.');
    expect(font.getName('license', 'en')).toBe('Not licensed for use.');
    expect(font.familyName).toBe('Vollkorn Preview');
    expect(sum(renamed)).toBe(0xb1b0afba);
  });

  it('refuses what is not an sfnt', () => {
    expect(() =>
      renameFont(seedFont('vollkorn/Vollkorn-Regular.woff2'), {
        newFamily: (f) => f,
        reservedFontName: null,
      }),
    ).toThrow();
  });
});
