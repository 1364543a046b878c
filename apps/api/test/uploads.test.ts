import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../src/services/uploads/upload-limits.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { testFilesDir } from './support/test-files-dir.ts';

interface UploadAnswer {
  fileIDs?: string[];
  errors?: { message: string; extensions: { code: string } }[];
}

function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

/** 64 bytes that start like a Linux executable. */
function elfBytes(): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  return bytes;
}

/** How many uploads the test app's file storage holds. */
async function storedUploads(): Promise<number> {
  return (await readdir(join(await testFilesDir(), 'uploads')).catch(() => [])).length;
}

function form(files: { bytes: Uint8Array; name: string; type?: string; field?: string }[]): FormData {
  const data = new FormData();
  for (const file of files) {
    data.append(
      file.field ?? 'files[]',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return data;
}

describe('uploads', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function upload(
    body: BodyInit,
    path = '/familyfeedback/uploadFeedback',
    headers: Record<string, string> = {},
  ) {
    const response = await app.fetch(path, {
      method: 'POST',
      headers: { origin: WEB_ORIGIN, ...headers },
      body,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as UploadAnswer,
    };
  }

  it('stores a PNG as a re-encoded image under a content-addressed key and serves it back', async () => {
    const png = await solidImage(40, 30).png().toBuffer();
    const { status, body, headers } = await upload(form([{ bytes: png, name: 'sketch.png' }]));
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(body.fileIDs).toHaveLength(1);
    const [key] = body.fileIDs ?? [];
    expect(key).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);

    const stored = await app.storage.get(key as string);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored as Uint8Array).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 30 });

    const served = await app.fetch(`/files/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
  });

  it('answers one id per file, in order, for several files under files[]', async () => {
    const small = await solidImage(12, 12).png().toBuffer();
    const other = await solidImage(14, 10).png().toBuffer();
    const { status, body } = await upload(
      form([
        { bytes: small, name: 'one.png' },
        { bytes: other, name: 'two.png' },
      ]),
      '/uploads/images',
    );
    expect(status).toBe(200);
    expect(body.fileIDs).toHaveLength(2);
    const widths = [];
    for (const key of body.fileIDs ?? [])
      widths.push((await sharp((await app.storage.get(key)) as Uint8Array).metadata()).width);
    expect(widths).toEqual([12, 14]);
  });

  it('takes files under any field name and answers one id per file, on every upload path', async () => {
    const jpeg = await solidImage(20, 20).jpeg().toBuffer();
    const gif = await solidImage(10, 10).gif().toBuffer();
    const { status, body } = await upload(
      form([
        { bytes: jpeg, name: 'photo.jpg', type: 'image/jpeg', field: 'images' },
        { bytes: gif, name: 'anim.gif', type: 'image/gif', field: 'images' },
      ]),
      '/fontsinuse/upload',
    );
    expect(status).toBe(200);
    expect(body.fileIDs?.[0]).toMatch(/^uploads\/[0-9a-f]{64}\.jpg$/);
    expect(body.fileIDs?.[1]).toMatch(/^uploads\/[0-9a-f]{64}\.webp$/);
    const webp = await app.storage.get(body.fileIDs?.[1] as string);
    expect((await sharp(webp as Uint8Array).metadata()).format).toBe('webp');
  });

  it('strips metadata and scales images down to the maximum dimension', async () => {
    const wide = await solidImage(UPLOAD_LIMITS.maxDimension + 1000, 50)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-serial-1234', Artist: 'Camera Owner' } })
      .toBuffer();
    expect((await sharp(wide).metadata()).exif).toBeDefined();
    const { status, body } = await upload(form([{ bytes: wide, name: 'wide.jpg', type: 'image/jpeg' }]));
    expect(status).toBe(200);
    const stored = (await app.storage.get(body.fileIDs?.[0] as string)) as Uint8Array;
    const meta = await sharp(stored).metadata();
    expect(meta.width).toBe(UPLOAD_LIMITS.maxDimension);
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored).includes('secret-serial-1234')).toBe(false);
  });

  it('refuses a renamed executable with 415 and stores nothing', async () => {
    const png = await solidImage(9, 7).png().toBuffer();
    const before = await storedUploads();
    const { status, body } = await upload(
      form([
        { bytes: png, name: 'fine.png' },
        { bytes: elfBytes(), name: 'holiday.png', type: 'image/png' },
      ]),
    );
    expect(status).toBe(415);
    expect(body.errors?.[0]?.extensions.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(body.errors?.[0]?.message).toBe(
      "'holiday.png' is not a PNG, JPEG, GIF or WebP image (its content is application/x-elf).",
    );
    expect(body.fileIDs).toBeUndefined();
    expect(await storedUploads()).toBe(before);
  });

  it('refuses text that claims to be an image', async () => {
    const { status, body } = await upload(
      form([{ bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), name: 'x.png' }]),
    );
    expect(status).toBe(415);
    expect(body.errors?.[0]?.message).toBe("'x.png' is not a PNG, JPEG, GIF or WebP image.");
  });

  it('refuses a request larger than the limit with 413', async () => {
    const big = new Uint8Array(UPLOAD_LIMITS.maxRequestBytes + 1024);
    big.set(await solidImage(4, 4).png().toBuffer());
    const { status, body } = await upload(form([{ bytes: big, name: 'huge.png' }]));
    expect(status).toBe(413);
    expect(body.errors?.[0]).toEqual({
      message: `The upload is larger than ${UPLOAD_LIMITS.maxRequestBytes / 1024 / 1024} MB.`,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('refuses one file larger than the per-file limit with 413', async () => {
    const big = new Uint8Array(UPLOAD_LIMITS.maxFileBytes + 1);
    const { status, body } = await upload(form([{ bytes: big, name: 'large.png' }]));
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses an origin outside the allow-list with 403', async () => {
    const png = await solidImage(8, 8).png().toBuffer();
    const { status, body } = await upload(form([{ bytes: png, name: 'a.png' }]), undefined, {
      origin: 'https://evil.example',
    });
    expect(status).toBe(403);
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('answers 400 when the form holds no files', async () => {
    const data = new FormData();
    data.append('comment', 'no picture');
    const { status, body } = await upload(data);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('NO_FILES');
  });

  it('refuses a body that is not multipart, and methods other than POST', async () => {
    const json = await upload('{"files":[]}', undefined, { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    const get = await app.fetch('/uploads/images', { headers: { origin: WEB_ORIGIN } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('is not an upload route on any other path', async () => {
    const png = await solidImage(8, 8).png().toBuffer();
    const response = await app.fetch('/uploads/anything', {
      method: 'POST',
      headers: { origin: WEB_ORIGIN },
      body: form([{ bytes: png, name: 'a.png' }]),
    });
    expect(response.status).toBe(404);
  });
});
