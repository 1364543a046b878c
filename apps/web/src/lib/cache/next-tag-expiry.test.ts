import { setTimeout as sleep } from 'node:timers/promises';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { describe, expect, it } from 'vitest';

// What `handleRevalidationRequest` relies on in Next's page cache (the one `next start` uses): a
// tag's expiry drops what was stored before it, not what is stored after it, even when that was
// rendered from data read before it. If an upgrade of Next changes this, this test says so.

type PageCache = Pick<FileSystemCache, 'get' | 'set' | 'revalidateTag'>;

function pageCache(): PageCache {
  return new FileSystemCache({
    fs: {} as never,
    serverDistDir: '/nowhere',
    flushToDisk: false,
    revalidatedTags: [],
    maxMemoryCacheSize: 1_000_000,
  } as unknown as ConstructorParameters<typeof FileSystemCache>[0]);
}

const TAG = 'next-tag-expiry-test';

async function storePage(cache: PageCache, key: string, html: string) {
  await cache.set(
    key,
    {
      kind: 'APP_PAGE',
      html,
      rscData: undefined,
      headers: { 'x-next-cache-tags': TAG },
      status: 200,
    } as never,
    { cacheControl: { revalidate: 60, expire: undefined } } as never,
  );
}

async function storedHtml(cache: PageCache, key: string): Promise<string | null> {
  const entry = await cache.get(key, {
    kind: 'APP_PAGE',
    isRoutePPREnabled: false,
    isFallback: false,
  } as never);
  return (entry?.value as { html?: string } | undefined)?.html ?? null;
}

describe("Next's page cache and a tag's expiry", () => {
  it('keeps, as new, a page stored after the expiry of its tag; a second expiry drops it', async () => {
    const cache = pageCache();
    await storePage(cache, '/fonts-before', 'the list before the change');

    // A render reads the old list; the change expires the tag; then the render stores its page.
    await sleep(5);
    await cache.revalidateTag([TAG], { expire: 0 });
    await sleep(5);
    await storePage(cache, '/fonts-in-flight', 'the list before the change, rendered across it');

    expect(await storedHtml(cache, '/fonts-before')).toBeNull();
    expect(await storedHtml(cache, '/fonts-in-flight')).toBe(
      'the list before the change, rendered across it',
    );

    // Hence the second expiry once such renders are done (handle-revalidation-request.ts).
    await sleep(5);
    await cache.revalidateTag([TAG], { expire: 0 });
    expect(await storedHtml(cache, '/fonts-in-flight')).toBeNull();
  });
});
