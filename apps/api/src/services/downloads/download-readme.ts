import type { SellerDetails } from '../documents/seller.ts';

function fontNotes(withDesktopFiles: boolean): string[] {
  return [
    'The fonts are in folders by family and encoding. The web folders hold WOFF2 files, the format of',
    'the web: use them in @font-face rules as they are.',
    withDesktopFiles
      ? 'The desktop folders hold the TrueType (.ttf) or OpenType (.otf) files to install on computers.'
      : 'Your licence does not cover desktop use; ask us to add it if you need the desktop files.',
    '',
  ];
}

/** The README.txt of a font download: what is inside and where the licence is. */
export function downloadReadme(input: {
  seller: SellerDetails;
  orderId: number;
  /** Null when the order bought no fonts (e-books only). */
  licenseFileName: string | null;
  families: { title: string; encodings: string[]; fileCount: number }[];
  /** Paths of the e-books in the archive. */
  ebooks?: string[];
  /** Some fonts are licensed for desktop use and come as TTF/OTF too. */
  withDesktopFiles?: boolean;
}): string {
  const lines = [
    `${input.seller.name}: ${input.families.length > 0 ? 'fonts' : 'e-books'} of order ${input.orderId}`,
    '',
    'Contents',
    ...input.families.map(
      (family) => `- ${family.title} (${family.encodings.join(', ')}): ${family.fileCount} font file(s)`,
    ),
    ...(input.ebooks ?? []).map((path) => `- ${path}: an e-book you bought`),
    ...(input.licenseFileName
      ? [
          `- ${input.licenseFileName}: your licence, naming the licensee, the fonts and what they may be used for`,
        ]
      : []),
    '',
    ...(input.families.length > 0 ? fontNotes(input.withDesktopFiles ?? false) : []),
    'Please keep this archive and the licence together: the licence is your proof of purchase.',
    `Questions: ${input.seller.email} · ${input.seller.web}`,
    '',
  ];
  return lines.join('\r\n');
}
