import { expect, test } from '@playwright/test';

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('/api/og and /api/og/{type} return 1200x630 PNG images', async ({ request }) => {
  for (const path of ['/api/og', '/api/og?title=Hello&subtitle=World', '/api/og/font?title=A%20Family']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
  expect((await request.get('/api/og/no-such-type')).status()).toBe(404);
});
