// `npm run bench:scale`: the cost of the reads a shop lives on, on the demo catalogue and again after
// the shop has grown to 500 families (about 10,000 styles), 20,000 customers and 100,000 orders, in
// one run on one PostgreSQL database. Fails when a read costs more than 1.5 times its demo time.
// Method, figures and the query plans: docs/performance.md "Cost as the shop grows".
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderFileSink, migrateDatabase, openDatabase, seedDemoCatalogue } from '@foundry/db';
import pg from 'pg';
import { freshDatabase } from '../load/fresh-database.ts';
import { medianMs } from '../measure.ts';
import { benchApi } from '../seeded-api.ts';
import { growCatalogue } from './grow-catalogue.ts';
import { growOrders } from './grow-orders.ts';
import { prepareRequests } from './scale-requests.ts';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = process.env.BENCH_DATABASE ?? 'foundry_bench_scale';
const BUDGET_RATIO = 1.5;
const GOAL = { families: 500, styles: 10_000, customers: 20_000, orders: 100_000 };
const TIMING = { warmup: 30, runs: 150 };

async function main() {
  const databaseUrl = await freshDatabase(SERVER_URL, DATABASE_NAME);
  const filesDir = await mkdtemp(join(tmpdir(), 'foundry-bench-scale-'));
  const database = await openDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await migrateDatabase(database);
    await seedDemoCatalogue(database.db, folderFileSink(filesDir));
    // What is measured is the work behind a read, not the memory in front of it.
    const { app } = benchApi(database, filesDir, { RESPONSE_CACHE: 'off' });
    const { requests, templateOrderIds } = await prepareRequests(app, client);

    const demo = new Map<string, number>();
    for (const request of requests) demo.set(request.name, await medianMs(request.run, TIMING));

    const started = performance.now();
    await growCatalogue(client, GOAL);
    await growOrders(client, { ...GOAL, templateOrderIds });
    const { rows } = await client.query<Record<string, string>>(
      `select (select count(*) from families) as families, (select count(*) from styles) as styles,
              (select count(*) from users) as customers, (select count(*) from orders) as orders,
              (select count(*) from order_items) as order_items`,
    );
    console.log(
      `Grown in ${((performance.now() - started) / 1000).toFixed(0)} s to ${JSON.stringify(rows[0])}.`,
    );

    let failed = false;
    console.log(
      `\n${'read (median of 150, response cache off)'.padEnd(44)}${'demo ms'.padStart(9)}${'grown ms'.padStart(10)}${'ratio'.padStart(8)}`,
    );
    for (const request of requests) {
      const grown = await medianMs(request.run, TIMING);
      const before = demo.get(request.name) ?? Number.NaN;
      const ratio = grown / before;
      const verdict = ratio <= BUDGET_RATIO ? 'ok' : `OVER ${BUDGET_RATIO}×`;
      if (!(ratio <= BUDGET_RATIO)) failed = true;
      console.log(
        `${request.name.padEnd(44)}${before.toFixed(2).padStart(9)}${grown.toFixed(2).padStart(10)}${ratio.toFixed(2).padStart(8)}  ${verdict}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
    console.log(
      failed ? `\nA read costs more than ${BUDGET_RATIO}× its demo time.` : '\nEvery read within its budget.',
    );
  } finally {
    await client.end();
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  }
}

await main();
