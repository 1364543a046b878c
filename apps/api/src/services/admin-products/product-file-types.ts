/**
 * What an uploaded product file is, read from its bytes (never from its name or the browser's type):
 * PNG, JPEG or WebP images with their size in pixels, or a PDF (docs/products.md).
 */
export type SniffedImage = { format: 'png' | 'jpeg' | 'webp'; width: number; height: number };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) =>
  (b[at] ?? 0) * 2 ** 24 + u16be(b, at + 1) * 256 + (b[at + 3] ?? 0);

/** PNG, JPEG or WebP with its width and height; null for anything else (or a header cut short). */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const found = pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}

function pngSize(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || b.length < 24) return null;
  if (ascii(b, 12, 4) !== 'IHDR') return null;
  return { format: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** Walks the JPEG's segments to its frame header (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): SniffedImage | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { format: 'jpeg', height: u16be(b, at + 5), width: u16be(b, at + 7) };
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): SniffedImage | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP' || b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && startsWith(b, [0x9d, 0x01, 0x2a], 23)) {
    return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { format: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** A PDF starts with `%PDF-` (in its first kilobyte, as readers accept) and has an end-of-file mark. */
export function isPdf(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, Math.min(bytes.length, 1024));
  const tail = ascii(bytes, Math.max(0, bytes.length - 1024), Math.min(bytes.length, 1024));
  return head.includes('%PDF-') && tail.includes('%%EOF');
}
