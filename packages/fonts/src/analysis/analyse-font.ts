import * as fontkit from 'fontkit';
import { detectFontFormat, type FontFormat } from '../format/font-format.ts';
import { supportedScripts } from './supported-scripts.ts';
import { toUnicodeRanges } from './unicode-ranges.ts';

export type FontAxis = { tag: string; name: string; min: number; default: number; max: number };
export type FontInstance = { name: string; coordinates: Record<string, number> };

/** Everything the seed and the add-family command take from a font file instead of typing it. */
export type FontFacts = {
  format: FontFormat;
  familyName: string;
  subfamilyName: string;
  fullName: string;
  postscriptName: string;
  weight: number;
  italic: boolean;
  glyphCount: number;
  unitsPerEm: number;
  codePoints: number[];
  unicodeRanges: string;
  axes: FontAxis[];
  instances: FontInstance[];
  features: string[];
  /** sxHeight / unitsPerEm, rounded to 3 decimals; null when the font does not say. */
  xHeight: number | null;
  scripts: string[];
};

type NameValue = Record<string, string> | string | undefined;
type RawInstance = { name?: NameValue; nameID?: number; coord: number[] };
type RawFont = fontkit.Font & {
  fvar?: { axis: { axisTag: string }[]; instance: RawInstance[] };
  name?: { records: Record<string, NameValue> };
};

export class NotAFontError extends Error {}

export function analyseFont(bytes: Uint8Array): FontFacts {
  const format = detectFontFormat(bytes);
  if (!format) throw new NotAFontError('not a font file (no WOFF2, WOFF, TrueType or OpenType signature)');
  const font = openFont(bytes);
  const codePoints = [...new Set(font.characterSet)].sort((a, b) => a - b);
  const axes = readAxes(font);
  const os2 = font['OS/2'] as fontkit.Font['OS/2'] & { fsSelection?: { italic?: boolean } };
  return {
    format,
    familyName: nameRecord(font, 'preferredFamily') ?? font.familyName,
    subfamilyName: nameRecord(font, 'preferredSubfamily') ?? font.subfamilyName,
    fullName: font.fullName,
    postscriptName: font.postscriptName,
    weight: os2?.usWeightClass ?? 400,
    italic: Boolean(os2?.fsSelection?.italic) || font.italicAngle !== 0,
    glyphCount: font.numGlyphs,
    unitsPerEm: font.unitsPerEm,
    codePoints,
    unicodeRanges: toUnicodeRanges(codePoints),
    axes,
    instances: readInstances(font),
    features: [...new Set(font.availableFeatures)].sort(),
    xHeight: font.xHeight > 0 ? Math.round((font.xHeight / font.unitsPerEm) * 1000) / 1000 : null,
    scripts: supportedScripts(codePoints),
  };
}

/** fontkit reads TTF, OTF, WOFF and WOFF2 itself; collections are not single fonts. */
export function openFont(bytes: Uint8Array): RawFont {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const font = fontkit.create(buffer);
  if (!('numGlyphs' in font)) throw new NotAFontError('font collections are not supported');
  return font as RawFont;
}

function nameRecord(font: RawFont, key: string): string | undefined {
  return pickName(font.name?.records[key]);
}

function pickName(value: NameValue): string | undefined {
  if (typeof value === 'string') return value;
  if (!value) return undefined;
  return value.en ?? value['en-US'] ?? Object.values(value)[0];
}

// Name ids below 256 are the standard records fontkit stores under their names; the rest sit in
// `fontFeatures` keyed by id.
const standardNames: Record<number, string> = {
  1: 'fontFamily',
  2: 'fontSubfamily',
  16: 'preferredFamily',
  17: 'preferredSubfamily',
};

function nameById(font: RawFont, nameId: number | undefined): string | undefined {
  if (nameId === undefined) return undefined;
  const standard = standardNames[nameId];
  if (standard) return nameRecord(font, standard);
  const features = font.name?.records.fontFeatures as unknown as Record<string, NameValue> | undefined;
  return pickName(features?.[String(nameId)]);
}

function readAxes(font: RawFont): FontAxis[] {
  return Object.entries(font.variationAxes).flatMap(([tag, axis]) =>
    axis ? [{ tag, name: axis.name, min: axis.min, default: axis.default, max: axis.max }] : [],
  );
}

function readInstances(font: RawFont): FontInstance[] {
  if (!font.fvar) return [];
  const tags = font.fvar.axis.map((axis) => axis.axisTag.trim());
  return font.fvar.instance.map((instance) => {
    const coordinates: Record<string, number> = {};
    tags.forEach((tag, index) => {
      coordinates[tag] = instance.coord[index] ?? 0;
    });
    const name =
      pickName(instance.name) ??
      nameById(font, instance.nameID) ??
      Object.entries(coordinates)
        .map(([tag, value]) => `${tag} ${value}`)
        .join(' ');
    return { name, coordinates };
  });
}
