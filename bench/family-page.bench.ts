// What the family page costs the web server, in units of the API call it is built from. Baseline: the
// page's own data request, `readFamilies(url: "inter")` with the family page's query (the document
// apps/web sends), POSTed over loopback HTTP to the API as Next's server does. Measured: `GET
// /fonts/inter` answered in full by `next start` (production build in apps/web/.next-bench, built on
// demand) against that same API: routing, the server components' render to HTML and the RSC payload.
// The page reads its family through Next's data cache (60 s revalidation, like production), so after
// the warm-up the measured request is mostly render. Both run in this run on one seeded PGlite, the
// API in this process (as bench/read-families.bench.ts builds it) and Next in a child process.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderFileSink, migrateDatabase, openDatabase, seedDemoCatalogue } from '@foundry/db';
import { getOperationAST, print } from 'graphql';
import { pino } from 'pino';
import { createApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createLocalFileStorage } from '../apps/api/src/integrations/storage/local-file-storage.ts';
import { ReadFamilyQuery } from '../apps/web/src/features/family/queries/read-family.ts';
import { type BenchResult, medianMs } from './measure.ts';
import { startNextServer } from './next-server.ts';
import { ensureWebBuild } from './web-build.ts';

const FAMILY_URL = 'inter';
const FAMILY_TITLE = 'Inter';

export async function benchFamilyPage(): Promise<BenchResult> {
  await ensureWebBuild((line) => console.log(line));
  const filesDir = await mkdtemp(join(tmpdir(), 'foundry-bench-'));
  const database = await openDatabase({});
  const apiServer = createServer();
  let web: Awaited<ReturnType<typeof startNextServer>> | null = null;
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database.db, folderFileSink(filesDir));
    await new Promise<void>((listening) => apiServer.listen(0, '127.0.0.1', listening));
    const apiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      ACCOUNT_TOKEN_SECRET: 'bench'.repeat(8),
      // The app keeps generated secrets under DATA_DIR (./data by default): not in the repo.
      DATA_DIR: join(filesDir, 'data'),
      API_URL: apiUrl,
    });
    const app = createApp({
      config,
      database,
      storage: createLocalFileStorage(filesDir, config.apiUrl),
      logger: pino({ level: 'silent' }),
    });
    let apiCalls = 0;
    apiServer.on('request', (request, response) => {
      apiCalls += 1;
      app.yoga(request, response);
    });
    web = await startNextServer(apiUrl);
    const pageUrl = `${web.origin}/fonts/${FAMILY_URL}`;

    const readFamilyBody = JSON.stringify({
      query: print(ReadFamilyQuery),
      operationName: getOperationAST(ReadFamilyQuery)?.name?.value,
      variables: { url: FAMILY_URL },
    });
    const readFamily = async () => {
      const response = await fetch(`${apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: readFamilyBody,
      });
      const body = (await response.json()) as {
        errors?: unknown[];
        data?: { readFamilies: { nodes: { title: string }[] } };
      };
      if (body.errors) throw new Error(`readFamilies failed: ${JSON.stringify(body.errors)}`);
      if (body.data?.readFamilies.nodes[0]?.title !== FAMILY_TITLE)
        throw new Error('readFamilies lost Inter');
    };
    const renderPage = async () => {
      const response = await fetch(pageUrl);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`GET ${pageUrl} answered ${response.status}`);
      if (!html.includes(`<h1`) || !html.includes(FAMILY_TITLE))
        throw new Error('the family page lost Inter');
    };

    const baselineMs = await medianMs(readFamily, { warmup: 10, runs: 60 });
    const callsBefore = apiCalls;
    const measuredMs = await medianMs(renderPage, { warmup: 10, runs: 60 });
    // Says how much of the measured path reached the API (Next's data cache answers the rest).
    console.log(`family page bench: 70 page requests made ${apiCalls - callsBefore} API calls`);
    return {
      name: 'family page /fonts/inter via next start (page vs its readFamilies call)',
      baselineMs,
      measuredMs,
      budgetRatio: 5,
    };
  } finally {
    await web?.stop();
    apiServer.closeAllConnections();
    await new Promise((closed) => apiServer.close(closed));
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

// Run alone: `node --import tsx family-page.bench.ts` (from bench/).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { report } = await import('./measure.ts');
  process.exitCode = report([await benchFamilyPage()]) ? 0 : 1;
}
