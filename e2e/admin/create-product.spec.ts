import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { webURL } from '../support/urls.ts';
import { signInToBackOffice } from './back-office-journey.ts';

// Making a product in the back office (docs/products.md): staff create a poster, upload its image,
// publish it, and the public product page shows it with that image.

/** A small real PNG of one colour, as staff would upload a photo. */
function posterPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('staff create a poster with an image, publish it, and the shop shows it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const url = `night-letters-${Date.now().toString(36)}`;
  await signInToBackOffice(page);
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();

  const form = page.getByRole('form', { name: 'New product or e-book' });
  await form.getByLabel('Type').selectOption('POSTER');
  await form.getByLabel('Title').fill('Night Letters Poster');
  await form.getByLabel('Address (last part)').fill('Night Letters');
  await form.getByLabel('Description').fill('Letters set for the long night, printed on heavy paper.');
  await form.getByLabel('Price (EUR)').fill('39');
  await form.getByLabel('Variants').fill('A2, A1');
  await form.getByRole('button', { name: 'Create product' }).click();
  // A malformed address is refused under its field; what was typed stays.
  await expect(page.locator('#new-url-error')).toContainText('lower-case');
  await expect(form.getByLabel('Title')).toHaveValue('Night Letters Poster');
  await form.getByLabel('Address (last part)').fill(url);
  await form.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/#\/products\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'created, unpublished' })).toBeVisible();
  await expect(page.getByText('Not published: the shop neither lists nor sells it.')).toBeVisible();

  const upload = page.getByRole('form', { name: 'Upload' });
  await upload.getByLabel(/^Image/).setInputFiles({
    name: 'night-letters.png',
    mimeType: 'image/png',
    buffer: posterPng(60, 80),
  });
  await upload.getByLabel(/^Text alternative/).fill('The Night Letters poster on a wall');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image added.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The Night Letters poster on a wall' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Published: the shop shows it now.' }),
  ).toBeVisible();

  const shopper = await browser.newPage({ baseURL: webURL });
  await expect(async () => {
    await shopper.goto(`/product/${url}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Night Letters Poster', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(shopper.getByText('Letters set for the long night')).toBeVisible();
  const image = shopper.getByRole('img', { name: 'The Night Letters poster on a wall' }).first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shopper.close();
});
