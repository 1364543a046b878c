import type { SellerDetails } from '../documents/seller.ts';

/** The README.txt of a font download: what is inside and where the licence is. */
export function downloadReadme(input: {
  seller: SellerDetails;
  orderId: number;
  licenseFileName: string;
  families: { title: string; encodings: string[]; fileCount: number }[];
  /** Some fonts are licensed for desktop use and come as TTF/OTF too. */
  withDesktopFiles?: boolean;
}): string {
  const lines = [
    `${input.seller.name}: fonts of order ${input.orderId}`,
    '',
    'Contents',
    ...input.families.map(
      (family) => `- ${family.title} (${family.encodings.join(', ')}): ${family.fileCount} font file(s)`,
    ),
    `- ${input.licenseFileName}: your licence, naming the licensee, the fonts and what they may be used for`,
    '',
    'The fonts are in folders by family and encoding. The web folders hold WOFF2 files, the format of',
    'the web: use them in @font-face rules as they are.',
    ...(input.withDesktopFiles
      ? ['The desktop folders hold the TrueType (.ttf) or OpenType (.otf) files to install on computers.']
      : ['Your licence does not cover desktop use; ask us to add it if you need the desktop files.']),
    '',
    'Please keep this archive and the licence together: the licence is your proof of purchase.',
    `Questions: ${input.seller.email} · ${input.seller.web}`,
    '',
  ];
  return lines.join('\r\n');
}
