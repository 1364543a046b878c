import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { analyseFont, type FontFacts, NotAFontError } from './analyse-font.ts';

/** What a foundry types about a family because no font file can tell it (family.json, optional). */
export type FamilyMetadata = {
  title?: string;
  summary?: string;
  flavor?: string;
  credits?: string;
  designInformation?: string;
  licence?: string;
  reservedFontName?: string;
  isIconFamily?: boolean;
  /** Show the weight calculator on the family page (docs/weight-calculator.md); off unless set. */
  weightCalculator?: boolean;
  preRelease?: boolean;
  plannedReleaseDate?: string;
  sort?: number;
  stylePrice?: number;
  familyPrice?: number;
  oldFamilyPrice?: number;
  /** Editorial categories with a page of their own, e.g. ["smart", "legibility"]. */
  categories?: string[];
};

export type FolderFont = { name: string; bytes: Uint8Array; facts: FontFacts };
export type FontFolder = { fonts: FolderFont[]; licenceText: string | null; metadata: FamilyMetadata };

const fontExtensions = new Set(['.woff2', '.woff', '.ttf', '.otf']);

export class FontFolderError extends Error {}

/** Reads and analyses every font file of a folder, with its LICENSE* text and family.json. */
export async function readFontFolder(folder: string): Promise<FontFolder> {
  let names: string[];
  try {
    names = (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    throw new FontFolderError(`cannot read the folder ${folder}`);
  }
  const fonts: { name: string; bytes: Uint8Array }[] = [];
  let licenceText: string | null = null;
  let metadata: FamilyMetadata = {};
  for (const name of names) {
    const path = join(folder, name);
    if (/^(licen[cs]e|ofl)/i.test(name)) {
      licenceText = await readFile(path, 'utf8');
    } else if (name === 'family.json') {
      metadata = JSON.parse(await readFile(path, 'utf8')) as FamilyMetadata;
    } else if (fontExtensions.has(extname(name).toLowerCase())) {
      fonts.push({ name, bytes: new Uint8Array(await readFile(path)) });
    }
  }
  if (fonts.length === 0) {
    throw new FontFolderError(`no font files (.woff2, .woff, .ttf, .otf) in ${folder}`);
  }
  return { fonts: analyseFontFiles(fonts), licenceText, metadata };
}

/**
 * Analyses font files given as bytes (a folder's, or files staff upload in the back office): the same
 * analysis for both, so a family imports alike whichever way its files came.
 */
export function analyseFontFiles(files: readonly { name: string; bytes: Uint8Array }[]): FolderFont[] {
  return files.map(({ name, bytes }) => {
    try {
      return { name, bytes, facts: analyseFont(bytes) };
    } catch (error) {
      const reason = error instanceof NotAFontError ? error.message : 'fontkit cannot parse it';
      throw new FontFolderError(`${name} is not a font: ${reason}`);
    }
  });
}

/** The OFL names its Reserved Font Names in the copyright line: "with Reserved Font Name 'Source'". */
export function reservedFontNameIn(licenceText: string | null): string | null {
  const match = licenceText?.match(/Reserved Font Names? ["'“‘]([^"'”’]+)["'”’]/i);
  return match?.[1] ?? null;
}
