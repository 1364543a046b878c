/**
 * The CSS of a web font project: one @font-face per project font, naming its WOFF2 file, the
 * characters it holds (unicode-range), how it shows while loading (font-display) and the OpenType
 * features it switches on (font-feature-settings).
 */

export interface FontFaceValues {
  cssFamilyName: string;
  /** '400' for a static style; '100 900' (the wght axis) for a variable font. */
  fontWeight: string;
  /** 'normal' or 'italic'. */
  fontStyle: string;
  fontDisplay: string;
  otfFeatures: readonly string[];
  /** CSS unicode-range of the file, e.g. 'U+0020-007E,U+00A0'. */
  unicodeRange: string;
  /** Where the WOFF2 file is: an absolute URL (hosted kit) or a path next to the CSS (self-hosting). */
  src: string;
}

/** A CSS string literal: double quotes, with backslashes, quotes and line breaks escaped. */
export function cssString(text: string): string {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n\f]/g, ' ')}"`;
}

/** The family name a project font is used under in CSS: the family's title, one line. */
export function cssFamilyNameOf(familyTitle: string): string {
  return familyTitle.replace(/\s+/g, ' ').trim() || 'Webfont';
}

/** font-weight of a variable font: its wght axis range, else 'normal'. */
export function variableFontWeight(wght: { min: number; max: number } | null): string {
  if (!wght) return '400';
  return wght.min === wght.max ? String(wght.min) : `${Math.round(wght.min)} ${Math.round(wght.max)}`;
}

/** The declaration a page uses to pick the font: `font-family: "Inter"; font-weight: 700; …`. */
export function cssDefinitionOf(
  font: Pick<FontFaceValues, 'cssFamilyName' | 'fontWeight' | 'fontStyle'>,
): string {
  const weight = font.fontWeight.split(' ')[0] ?? '400';
  return `font-family: ${cssString(font.cssFamilyName)}; font-weight: ${weight}; font-style: ${font.fontStyle};`;
}

export function fontFaceRule(font: FontFaceValues): string {
  const lines = [
    `  font-family: ${cssString(font.cssFamilyName)};`,
    `  src: url(${cssString(font.src)}) format("woff2");`,
    `  font-weight: ${font.fontWeight};`,
    `  font-style: ${font.fontStyle};`,
    `  font-display: ${font.fontDisplay};`,
  ];
  if (font.unicodeRange) lines.push(`  unicode-range: ${font.unicodeRange};`);
  if (font.otfFeatures.length > 0) {
    lines.push(
      `  font-feature-settings: ${font.otfFeatures.map((tag) => `${cssString(tag)} 1`).join(', ')};`,
    );
  }
  return `@font-face {\n${lines.join('\n')}\n}\n`;
}

/** The whole style sheet, with a comment naming the project. */
export function projectCss(title: string, fonts: readonly FontFaceValues[]): string {
  const heading = `/* ${title.replace(/\*\//g, '* /')}: web fonts */\n`;
  return heading + fonts.map(fontFaceRule).join('\n');
}
