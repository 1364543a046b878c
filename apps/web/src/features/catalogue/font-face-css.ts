export interface FontFaceSource {
  /** Unique CSS family name for this one file (see `fontFaceFamilyName`). */
  family: string;
  url: string;
  weight: number;
  italic: boolean;
}

/** A CSS family name that is unique per style and safe to write into CSS unquoted. */
export function fontFaceFamilyName(styleId: string): string {
  return `ff-style-${styleId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
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

/**
 * `@font-face` rules for font files served by the API. `font-display: swap` shows text at once in a
 * fallback and swaps when the file arrives; browsers only download the faces a page uses.
 */
export function fontFaceCss(sources: readonly FontFaceSource[]): string {
  return sources
    .map(({ family, url, weight, italic }) => {
      const format = formatOf(url);
      const src = `url(${cssString(url)})${format ? ` format(${cssString(format)})` : ''}`;
      return `@font-face{font-family:${cssString(family)};src:${src};font-weight:${Math.round(weight)};font-style:${italic ? 'italic' : 'normal'};font-display:swap}`;
    })
    .join('\n');
}
