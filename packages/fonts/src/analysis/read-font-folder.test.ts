import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleFontsDir } from '../testing/sample-fonts.ts';
import { FontFolderError, readFontFolder, reservedFontNameIn } from './read-font-folder.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('readFontFolder', () => {
  it('analyses every font of a committed folder and reads its licence and family.json', async () => {
    const folder = await readFontFolder(join(sampleFontsDir, 'geist'));
    expect(folder.fonts.map((font) => font.name)).toEqual([
      'Geist-Italic-Variable.woff2',
      'Geist-Variable.woff2',
    ]);
    expect(folder.licenceText).toContain('SIL Open Font License');
    expect(folder.metadata.stylePrice).toBeGreaterThan(0);
  });

  it('says which file is not a font', async () => {
    dir = await mkdtemp(join(tmpdir(), 'fonts-'));
    await cp(join(sampleFontsDir, 'bootstrap-icons'), dir, { recursive: true });
    await writeFile(join(dir, 'broken.ttf'), 'this is text');
    await expect(readFontFolder(dir)).rejects.toThrow(
      new FontFolderError(
        'broken.ttf is not a font: not a font file (no WOFF2, WOFF, TrueType or OpenType signature)',
      ),
    );
  });

  it('refuses a folder without fonts', async () => {
    dir = await mkdtemp(join(tmpdir(), 'fonts-'));
    await writeFile(join(dir, 'README.md'), 'nothing here');
    await expect(readFontFolder(dir)).rejects.toThrow(/no font files/);
  });
});

describe('reservedFontNameIn', () => {
  it('reads the Reserved Font Name from an OFL copyright line', () => {
    expect(
      reservedFontNameIn("Copyright 2010 Adobe, with Reserved Font Name 'Source'. All Rights Reserved."),
    ).toBe('Source');
    expect(reservedFontNameIn('Copyright 2016 The Inter Project Authors')).toBeNull();
    expect(reservedFontNameIn(null)).toBeNull();
  });
});
