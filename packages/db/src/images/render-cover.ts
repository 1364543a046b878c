import { createHash } from 'node:crypto';
import { openFontForDrawing, textToSvgPath } from '@foundry/fonts';
import type { FileSink } from '../files/file-sink.ts';
import type { StoredImage } from '../schema/index.ts';

// sharp on first use: the API's bundle holds the seed, and a static import kept libvips (12 MB)
// resident in every API process (docs/performance.md, "Session 15: the pipeline and memory").
const loadSharp = async () => (await import('sharp')).default;

export type CoverSpec = {
  title: string;
  subtitle?: string;
  background: string;
  foreground: string;
  /** Font file bytes for the title and the subtitle. */
  titleFont: Uint8Array;
  subtitleFont?: Uint8Array;
  width?: number;
  height?: number;
  alt: string;
};

/**
 * Draws a cover (background, a frame, the title set in our own font as outlines, a subtitle), rasterises
 * it to PNG and stores it under a content-addressed key `images/<sha256 prefix>.png`.
 */
export async function renderCover(files: FileSink, spec: CoverSpec): Promise<StoredImage> {
  const { png, width, height } = await drawCoverPng(spec);
  return storePng(files, png, { width, height, alt: spec.alt });
}

/**
 * A cover and a smaller copy of it (`thumbnailWidth` wide, same proportions), scaled from the drawn
 * PNG rather than drawn twice; both stored as renderCover stores one.
 */
export async function renderCoverWithThumbnail(
  files: FileSink,
  spec: CoverSpec,
  thumbnailWidth: number,
): Promise<{ image: StoredImage; thumbnail: StoredImage }> {
  const { png, width, height } = await drawCoverPng(spec);
  const thumbnailHeight = Math.round((height * thumbnailWidth) / width);
  const sharp = await loadSharp();
  const small = new Uint8Array(
    await sharp(png).resize(thumbnailWidth, thumbnailHeight).png({ compressionLevel: 9 }).toBuffer(),
  );
  return {
    image: await storePng(files, png, { width, height, alt: spec.alt }),
    thumbnail: await storePng(files, small, {
      width: thumbnailWidth,
      height: thumbnailHeight,
      alt: spec.alt,
    }),
  };
}

async function storePng(
  files: FileSink,
  png: Uint8Array,
  meta: Omit<StoredImage, 'key'>,
): Promise<StoredImage> {
  const key = `images/${createHash('sha256').update(png).digest('hex').slice(0, 24)}.png`;
  await files.put(key, png, 'image/png');
  return { key, ...meta };
}

async function drawCoverPng(spec: CoverSpec): Promise<{ png: Uint8Array; width: number; height: number }> {
  const width = spec.width ?? 1200;
  const height = spec.height ?? 900;
  const margin = Math.round(width * 0.08);
  const titleFont = await openFontForDrawing(spec.titleFont);
  const subtitleFont = spec.subtitleFont ? await openFontForDrawing(spec.subtitleFont) : titleFont;

  // Shrink the title until it fits the width between the margins.
  const lines = spec.title.split('\n');
  let size = height * 0.22;
  const widest = () => Math.max(...lines.map((line) => textToSvgPath(titleFont, line, size).width));
  while (size > 12 && widest() > width - 2 * margin) size *= 0.9;
  const titlePaths = lines.map((line, index) => {
    const path = textToSvgPath(titleFont, line, size);
    const y = height * 0.45 + index * size * 1.05;
    return `<path transform="translate(${margin} ${y.toFixed(1)})" d="${path.d}"/>`;
  });
  const subtitle = spec.subtitle ? textToSvgPath(subtitleFont, spec.subtitle, height * 0.05) : null;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${spec.background}"/>`,
    `<rect x="${margin / 2}" y="${margin / 2}" width="${width - margin}" height="${height - margin}" fill="none" stroke="${spec.foreground}" stroke-width="3" opacity="0.5"/>`,
    `<g fill="${spec.foreground}">${titlePaths.join('')}</g>`,
    subtitle
      ? `<path fill="${spec.foreground}" transform="translate(${margin} ${height - margin * 1.2})" d="${subtitle.d}"/>`
      : '',
    '</svg>',
  ].join('');
  const sharp = await loadSharp();
  const png = new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
  return { png, width, height };
}
