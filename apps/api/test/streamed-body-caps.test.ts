import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_BYTES } from '../src/http/payment-notifications-route.ts';
import { MAX_FORM_BYTES } from '../src/http/test-bank-route.ts';
import { TEST_NOTIFICATIONS_PATH } from '../src/integrations/payments/create-payments.ts';
import { TEST_BANK_PATH } from '../src/integrations/payments/test-provider/create-test-payment-provider.ts';
import { UPLOAD_LIMITS } from '../src/services/uploads/upload-limits.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

const CHUNK_BYTES = 64 * 1024;
/** 50 MB if it were read to the end. */
const CHUNKS = 800;

/** A chunked body (no Content-Length) that counts how many chunks the server pulled. */
function endlessBody(): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x61);
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled += 1;
        if (pulled > CHUNKS) controller.close();
        else controller.enqueue(chunk);
      },
    },
    // One chunk at a time: what was pulled is what the server asked for.
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

describe('routes that read a body cap it while it streams', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['the payment webhook', TEST_NOTIFICATIONS_PATH, 'application/json', MAX_DELIVERY_BYTES],
    ['the test bank form', TEST_BANK_PATH, 'application/x-www-form-urlencoded', MAX_FORM_BYTES],
    ['the uploads', '/uploads/images', 'multipart/form-data; boundary=x', UPLOAD_LIMITS.maxRequestBytes],
  ])(
    '%s answers 413 to a chunked body over its cap, without reading it to the end',
    async (_route, path, type, cap) => {
      const { body, pulled } = endlessBody();
      const response = await app.fetch(path, {
        method: 'POST',
        headers: { 'content-type': type, origin: WEB_ORIGIN },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      // The cap and the chunk in flight, nowhere near the 50 MB offered.
      expect(pulled()).toBeLessThanOrEqual(Math.ceil(cap / CHUNK_BYTES) + 3);
    },
  );
});
