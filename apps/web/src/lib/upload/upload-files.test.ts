import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseFromGraphqlUrl, UPLOAD_FAILED_MESSAGE, uploadFiles } from './upload-files.ts';

function image(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([1, 2, 3])], name, { type });
}

/** A fetch stand-in that records what was sent and answers with the given status and body. */
function stubFetch(status: number, body: unknown = { fileIDs: ['uploads/a.png'] }) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiBaseFromGraphqlUrl', () => {
  it('replaces the graphql segment', () => {
    expect(apiBaseFromGraphqlUrl('https://api.shop.example/graphql')).toBe('https://api.shop.example');
    expect(apiBaseFromGraphqlUrl('http://localhost:4000/graphql/')).toBe('http://localhost:4000');
    expect(apiBaseFromGraphqlUrl('https://shop.example/api/graphql')).toBe('https://shop.example/api');
  });
});

describe('uploadFiles', () => {
  const graphqlUrl = 'http://localhost:4000/graphql';

  it('posts the passing files under files[] with credentials and returns the ids', async () => {
    const calls = stubFetch(200, { fileIDs: ['uploads/1.png', 'uploads/2.jpg'] });
    const ids = await uploadFiles({
      graphqlUrl,
      path: '/familyfeedback/uploadFeedback',
      files: [image('a.png'), image('notes.txt', 'text/plain'), image('b.jpg', 'image/jpeg')],
    });
    expect(ids).toEqual(['uploads/1.png', 'uploads/2.jpg']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://localhost:4000/familyfeedback/uploadFeedback');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    const sent = calls[0]?.init.body as FormData;
    expect(sent.getAll('files[]').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
  });

  it('uses the given field name and filter', async () => {
    const calls = stubFetch(200);
    await uploadFiles({
      graphqlUrl,
      path: 'uploads/images',
      files: [image('a.png'), image('b.png')],
      fieldName: 'images',
      filter: (file) => file.name === 'b.png',
    });
    const sent = calls[0]?.init.body as FormData;
    expect(calls[0]?.url).toBe('http://localhost:4000/uploads/images');
    expect(sent.getAll('files[]')).toEqual([]);
    expect(sent.getAll('images').map((file) => (file as File).name)).toEqual(['b.png']);
  });

  it('sends nothing when no file passes the filter', async () => {
    const calls = stubFetch(200);
    const ids = await uploadFiles({
      graphqlUrl,
      path: '/uploads/images',
      files: [image('a.pdf', 'application/pdf')],
    });
    expect(ids).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it.each([201, 400, 413, 415, 500])('fails with the upload message on status %i', async (status) => {
    stubFetch(status);
    await expect(
      uploadFiles({ graphqlUrl, path: '/uploads/images', files: [image('a.png')] }),
    ).rejects.toThrow(new Error(UPLOAD_FAILED_MESSAGE));
  });

  it('fails with the upload message when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      uploadFiles({ graphqlUrl, path: '/uploads/images', files: [image('a.png')] }),
    ).rejects.toThrow(UPLOAD_FAILED_MESSAGE);
  });
});
