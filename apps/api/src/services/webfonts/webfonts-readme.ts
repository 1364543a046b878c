import type { WebfontsProjectFontRow, WebfontsProjectRow } from '../../repositories/webfonts-project-rows.ts';

/** The README.txt of a self-hosting kit: what is inside, how to use it, and the licence terms. */
export function selfHostingReadme(
  project: Pick<WebfontsProjectRow, 'title' | 'licenseKey'>,
  fonts: readonly Pick<WebfontsProjectFontRow, 'familyTitle' | 'title' | 'characterSets' | 'customChars'>[],
): string {
  return [
    `${project.title}: self-hosted web fonts`,
    '',
    'Contents',
    '  webfonts.css   the @font-face rules; the fonts are referenced as fonts/<file>.woff2',
    '  fonts/         one WOFF2 file per font, cut to the characters chosen for the project',
    '',
    'Fonts',
    ...fonts.map(
      (font) =>
        `  ${font.familyTitle} ${font.title}: ${font.characterSets.join(', ') || 'no character set'}${
          font.customChars ? ` and ${[...font.customChars].length} extra characters` : ''
        }`,
    ),
    '',
    'Use',
    '  Copy webfonts.css and the fonts folder to your web server, keeping them side by side, and link',
    '  the style sheet: <link rel="stylesheet" href="/path/to/webfonts.css">.',
    '',
    'Licence',
    '  These fonts are licensed to you under the Webfont licence of your purchase. They may be used',
    '  on the websites that licence covers and must not be made available for download on their own.',
    `  Project licence key: ${project.licenseKey}`,
    '',
  ].join('\n');
}
