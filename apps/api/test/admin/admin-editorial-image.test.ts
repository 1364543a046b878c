import { auditLog } from '@foundry/db';
import { desc, sql } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { ADMIN_ORIGIN, signInAs } from './admin-helpers.ts';
import { pngBytes } from './product-file-fixtures.ts';

type Answer = {
  image?: { key: string; width: number; height: number };
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
};

describe('uploading an image for an editorial image block', () => {
  let app: TestApp;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  async function post(file: File | string, cookie?: string, origin = ADMIN_ORIGIN) {
    const form = new FormData();
    form.set('file', file);
    const response = await app.fetch('/admin/editorial-images', {
      method: 'POST',
      headers: { origin, ...(cookie ? { cookie } : {}) },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }
  const auditCount = async () =>
    (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

  it('stores the image under its content key, answers its size and leaves one audit row', async () => {
    const before = await auditCount();
    const uploaded = await post(new File([pngBytes(30, 20, [10, 120, 200])], 'cover.png'), editor);
    expect(uploaded.status).toBe(200);
    const image = uploaded.body.image;
    expect(image).toMatchObject({ width: 30, height: 20 });
    expect(image?.key).toMatch(/^images\/[0-9a-f]{24}\.png$/);
    expect(await app.storage.exists(image?.key ?? '')).toBe(true);
    expect(await auditCount()).toBe(before + 1);
    const [row] = await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'editorial.image.upload', entityId: image?.key });

    const again = await post(new File([pngBytes(30, 20, [10, 120, 200])], 'other-name.png'), editor);
    expect(again.body.image?.key).toBe(image?.key);
  });

  it('reads the type from the bytes, caps the size, and refuses support, no session and another origin', async () => {
    const before = await auditCount();
    const fake = await post(new File(['<svg onload="alert(1)"/>'], 'fake.png'), editor);
    expect([fake.status, fake.body.errors?.[0]?.extensions.fields]).toEqual([
      400,
      { file: 'Send a PNG, JPEG, GIF or WebP image.' },
    ]);
    const huge = await post(new File([pngBytes(2, 2), new Uint8Array(9 * 1024 * 1024)], 'huge.png'), editor);
    expect(huge.body.errors?.[0]?.extensions.fields?.file).toMatch(/at most 8 MB/);
    const none = await post('no file, a text', editor);
    expect(none.body.errors?.[0]?.extensions.fields).toEqual({ file: 'Choose an image.' });

    const png = () => new File([pngBytes(4, 4)], 'a.png');
    const bySupport = await post(png(), support);
    expect([bySupport.status, bySupport.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      STAFF_ERROR.FORBIDDEN,
    ]);
    const anonymous = await post(png());
    expect([anonymous.status, anonymous.body.errors?.[0]?.extensions.code]).toEqual([
      401,
      STAFF_ERROR.UNAUTHENTICATED,
    ]);
    const elsewhere = await post(png(), editor, 'http://localhost:3000');
    expect([elsewhere.status, elsewhere.body.errors?.[0]?.extensions.code]).toEqual([
      403,
      'FORBIDDEN_ORIGIN',
    ]);
    expect(await auditCount()).toBe(before);
  });
});
