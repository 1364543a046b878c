export interface FontFaceSource {
  /** Unique CSS family name for this one file (see `fontFaceFamilyName`). */
  family: string;
  url: string;
  weight: number;
  italic: boolean;
  /** CSS unicode-range of the file when it holds one subset of the font: 'U+0000-00FF,U+0131'. */
  unicodeRange?: string;
}

/**
 * A font the API serves as preview cuts: one WOFF2 per Unicode range, and `fontURL`, the preview of
 * its Latin (or first) subset alone; no URL holds the sold font (docs/font-previews.md).
 */
export interface SubsetFontFile {
  fontURL: string;
  subsets?: readonly { url: string; unicodeRanges: string }[];
}

/**
 * The sources of one face: a rule per subset with its unicode-range, so a browser fetches only the
 * files whose characters the page shows; `fontURL` when the API lists no subsets, none without it.
 */
export function subsetFontFaceSources(
  face: Omit<FontFaceSource, 'url' | 'unicodeRange'>,
  file: SubsetFontFile,
): FontFaceSource[] {
  const subsets = file.subsets ?? [];
  if (subsets.length === 0) return file.fontURL ? [{ ...face, url: file.fontURL }] : [];
  return subsets.map((subset) => ({ ...face, url: subset.url, unicodeRange: subset.unicodeRanges }));
}

/** A CSS family name that is unique per style and safe to write into CSS unquoted. */
export function fontFaceFamilyName(styleId: string): string {
  return `ff-style-${styleId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The CSS family name of a variable font's file; prefixed so it never equals a style's. */
export function variableFontFamilyName(variableFontId: string): string {
  return fontFaceFamilyName(`vf-${variableFontId}`);
}

const FORMAT_BY_EXTENSION: Record<string, string> = {
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'truetype',
  otf: 'opentype',
};

function formatOf(url: string): string | undefined {
  const extension = new URL(url, 'http://x').pathname.split('.').pop()?.toLowerCase() ?? '';
  return FORMAT_BY_EXTENSION[extension];
}

/** A CSS string literal; `<` is escaped so the text can never close the surrounding <style>. */
function cssString(value: string): string {
  return `"${value
    .replace(/[\\"]/g, '\\$&')
    .replace(/</g, '\\3c ')
    .replace(/[\n\r\f]/g, '')}"`;
}

// A unicode-range list: U+ hex code points, ranges and wildcards, comma-separated.
const UNICODE_RANGE =
  /^\s*U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?(\s*,\s*U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?)*\s*$/i;

/**
 * `@font-face` rules for font files served by the API. `font-display: swap` shows text at once in a
 * fallback and swaps when the file arrives; browsers only download the faces a page uses, and of a
 * face split by unicode-range only the files holding characters of the page's text.
 */
export function fontFaceCss(sources: readonly FontFaceSource[]): string {
  return sources
    .map(({ family, url, weight, italic, unicodeRange }) => {
      const format = formatOf(url);
      const src = `url(${cssString(url)})${format ? ` format(${cssString(format)})` : ''}`;
      // Anything but a well-formed list is left out: the rule then covers every character.
      const range =
        unicodeRange && UNICODE_RANGE.test(unicodeRange) ? `;unicode-range:${unicodeRange.trim()}` : '';
      return `@font-face{font-family:${cssString(family)};src:${src};font-weight:${Math.round(weight)};font-style:${italic ? 'italic' : 'normal'}${range};font-display:swap}`;
    })
    .join('\n');
}
