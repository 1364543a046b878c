import type { SellerDetails } from '../documents/seller.ts';

/** The README.txt of a font download: what is inside and where the licence is. */
export function downloadReadme(input: {
  seller: SellerDetails;
  orderId: number;
  licenseFileName: string;
  families: { title: string; encodings: string[]; fileCount: number }[];
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
    'The fonts are in folders by family and encoding. They are WOFF2 files, the format of the web: use',
    'them in @font-face rules as they are. For desktop applications, install the fonts after converting',
    'them to TrueType or OpenType, or ask us for the desktop files.',
    '',
    'Please keep this archive and the licence together: the licence is your proof of purchase.',
    `Questions: ${input.seller.email} · ${input.seller.web}`,
    '',
  ];
  return lines.join('\r\n');
}
