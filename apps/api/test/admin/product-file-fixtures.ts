import { crc32, deflateSync } from 'node:zlib';
import type { TestApp } from '../harness.ts';
import { ADMIN_ORIGIN } from './admin-helpers.ts';

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, `width` × `height` pixels (RGB, 8 bits). */
export function pngBytes(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 40, 40],
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

/** The smallest file a PDF reader takes for one: header and end-of-file mark. */
export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export type UploadAnswer = {
  product?: { id: string };
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
};

/** Posts a product file as the admin app does (multipart, from its origin). */
export async function postProductFile(
  app: TestApp,
  fields: { productId: string; kind: string; alt?: string },
  file: File | null,
  cookie?: string,
  origin = ADMIN_ORIGIN,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', file);
  const response = await app.fetch('/admin/product-files', {
    method: 'POST',
    headers: { origin, ...(cookie ? { cookie } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}
