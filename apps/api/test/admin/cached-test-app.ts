import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChangeFeed, createChangeFeed } from '../../src/cache/change-feed.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/**
 * A test app with the response cache on, as in production, listening to its database's change feed:
 * for tests that show a staff write renews the cached public reads. `close` ends the feed, the app and
 * its data folder.
 */
export async function createCachedTestApp(name: string): Promise<{ app: TestApp; close(): Promise<void> }> {
  const work = await mkdtemp(join(tmpdir(), `${name}-`));
  let feed: ChangeFeed | undefined;
  const app = await createTestApp({
    env: { DATA_DIR: work, RESPONSE_CACHE: 'on' },
    changeFeed: (database) => {
      feed = createChangeFeed(database);
      return feed;
    },
  });
  return {
    app,
    async close() {
      await feed?.close();
      await app.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
