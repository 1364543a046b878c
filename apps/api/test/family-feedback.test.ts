import { familyFeedback } from '@foundry/db';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@foundry/domain/feedback/feedback-message';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { API_URL, createTestApp, type TestApp } from './harness.ts';

const FEEDBACK = /* GraphQL */ `
  mutation Feedback($familyID: ID!, $message: String!, $images: [String!], $token: String) {
    createFamilyFeedback(familyID: $familyID, message: $message, images: $images, token: $token)
  }
`;
const FAMILY = /* GraphQL */ `
  query Family { readFamilies(url: "vollkorn") { nodes { id } } }
`;

async function uploadFeedbackImages(app: TestApp, colours: number[]): Promise<string[]> {
  const form = new FormData();
  for (const red of colours) {
    const png = await sharp({
      create: { width: 24, height: 16, channels: 3, background: { r: red, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    form.append('files[]', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'shot.png');
  }
  const response = await app.fetch(`${API_URL}/familyfeedback/uploadFeedback`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { fileIDs: string[] }).fileIDs;
}

describe('createFamilyFeedback', () => {
  let app: TestApp;
  let familyID: string;

  const rows = () => app.database.db.select().from(familyFeedback);
  const send = (variables: Record<string, unknown>) =>
    app.graphql<{ createFamilyFeedback: boolean }>(FEEDBACK, {
      familyID,
      message: 'The italic is lovely at small sizes.',
      token: DEV_CAPTCHA_TOKEN,
      ...variables,
    });
  const errorOf = (body: Awaited<ReturnType<TestApp['graphql']>>['body']) => body.errors?.[0]?.extensions;

  beforeAll(async () => {
    app = await createTestApp();
    const id = (await app.graphql<{ readFamilies: { nodes: { id: string }[] } }>(FAMILY)).body.data
      ?.readFamilies.nodes[0]?.id;
    if (!id) throw new Error('the seed has no vollkorn');
    familyID = id;
  });
  beforeEach(async () => {
    await app.database.db.delete(familyFeedback);
  });
  afterAll(() => app.close());

  it('stores the trimmed message with the file ids the upload route answered', async () => {
    const fileIDs = await uploadFeedbackImages(app, [10, 200]);
    expect(fileIDs).toHaveLength(2);
    const { body } = await send({ message: '  Lovely italics.\n', images: fileIDs });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createFamilyFeedback).toBe(true);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      familyId: Number(familyID),
      message: 'Lovely italics.',
      imageKeys: fileIDs,
      userId: null,
    });
  });

  it('accepts feedback without images', async () => {
    const { body } = await send({ images: null });
    expect(body.data?.createFamilyFeedback).toBe(true);
    expect((await rows())[0]?.imageKeys).toEqual([]);
  });

  it('refuses a missing or wrong captcha token with code 5 and stores nothing', async () => {
    expect(errorOf((await send({ token: null })).body)?.code).toBe(5);
    expect(errorOf((await send({ token: 'forged' })).body)?.code).toBe(5);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an empty or too long message on the message field', async () => {
    const blank = errorOf((await send({ message: '   ' })).body);
    expect(blank?.code).toBe('BAD_USER_INPUT');
    expect(blank?.fields).toEqual({ message: 'This field is required.' });
    const long = errorOf((await send({ message: 'a'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1) })).body);
    expect(long?.fields).toEqual({ message: `At most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.` });
    expect(await rows()).toHaveLength(0);
  });

  it('answers 205 for a family that does not exist', async () => {
    for (const id of ['999999', '99999999999', 'abc']) {
      expect(errorOf((await send({ familyID: id })).body)?.code, id).toBe(205);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('refuses file ids that are not stored uploads', async () => {
    const [real] = await uploadFeedbackImages(app, [120]);
    const neverUploaded = `uploads/${'0'.repeat(64)}.png`;
    for (const images of [[neverUploaded], [real, 'fonts/secret.woff2'], ['../etc/passwd']]) {
      const refusal = errorOf((await send({ images })).body);
      expect(refusal?.code, String(images)).toBe('BAD_USER_INPUT');
      expect(refusal?.fields).toEqual({ images: 'An image was not uploaded. Please upload it again.' });
    }
    expect(await rows()).toHaveLength(0);
  });
});
