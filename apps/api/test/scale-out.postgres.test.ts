import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createS3FileStorage } from '../src/integrations/storage/s3-file-storage.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { WEB_ORIGIN } from './harness.ts';
import { GUEST } from './order-fixtures.ts';
import { VISA } from './payment-test-client.ts';
import { copyFilesToBucket } from './support/copy-files-to-bucket.ts';
import { type LocalS3Server, startLocalS3Server } from './support/local-s3-server.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.ts';
import type {
  Answer,
  DownloadState,
  Families,
  FamilyPrices,
  OrderStatus,
  PlacedOrder,
  Posters,
} from './support/scale-out-fixtures.ts';
import { DESKTOP, stylesOf } from './support/scale-out-fixtures.ts';
import { signInNewStaffOverHttp } from './support/staff-over-http.ts';
import { ensureWebBuild, freePort, startWebProcess, type WebProcess } from './support/web-process.ts';

// PostgreSQL only. The shop as deploy.md describes it for two machines: two API processes and two
// web processes on one database and one bucket, each pair behind a round-robin proxy standing in
// for the load balancer. A guest buys a font licence and a poster; the API process serving the
// payment is stopped (SIGTERM) while the request is in flight; then a process restarts and every
// database connection is cut, and nothing is lost.

/** A single style's new price, below every seeded one so that /fonts shows its family "from" it. */
const NEW_STYLE_PRICE = 1_237;
const NEW_STYLE_PRICE_TEXT = '€12.37';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Files are compared by digest: a failing comparison of megabytes would print them all.
const digest = (bytes: Uint8Array | null) =>
  bytes ? createHash('sha256').update(bytes).digest('hex') : null;

describe('two API and two web processes behind load balancers', { timeout: 420_000 }, () => {
  let s3: LocalS3Server;
  let apiProxy: RoundRobinProxy;
  let webProxy: RoundRobinProxy;
  const apis: ApiProcess[] = [];
  const webs: WebProcess[] = [];
  let admin: pg.Client;
  let apiEnv: Record<string, string>;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    await copyFilesToBucket(inject('filesDir'), s3.config);
    apiProxy = await startRoundRobinProxy();
    webProxy = await startRoundRobinProxy();
    const { endpoint, bucket, credentials } = s3.config;
    // Every API process tells every web process when cached pages go stale (docs/deploy.md).
    const webPorts = [await freePort(), await freePort()];
    const revalidateToken = randomBytes(24).toString('hex');
    const webOptions = (port: number | undefined) => ({ port, env: { REVALIDATE_TOKEN: revalidateToken } });
    apiEnv = {
      WEB_REVALIDATE_URL: webPorts.map((port) => `http://127.0.0.1:${port}/api/revalidate`).join(','),
      REVALIDATE_TOKEN: revalidateToken,
      API_URL: apiProxy.url,
      PUBLIC_URL: webProxy.url,
      // The shop's origin, and the harness's, which startApiProcess asks while the process starts.
      ALLOWED_ORIGINS: `${webProxy.url},${WEB_ORIGIN}`,
      S3_ENDPOINT: endpoint as string,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials?.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey as string,
      S3_FORCE_PATH_STYLE: 'true',
      DOWNLOAD_POLL_MS: '200',
      SKIP_MIGRATIONS: '1',
    };
    const [, first] = await Promise.all([
      ensureWebBuild(apiProxy.url, webProxy.url),
      startApiProcess(apiEnv),
    ]);
    apis.push(first);
    const [second, ...started] = await Promise.all([
      startApiProcess(apiEnv, { shareDatabaseOf: first }),
      startWebProcess(apiProxy.url, webProxy.url, webOptions(webPorts[0])),
      startWebProcess(apiProxy.url, webProxy.url, webOptions(webPorts[1])),
    ]);
    apis.push(second);
    webs.push(...started);
    apiProxy.backends.push(...apis.map((api) => api.url));
    webProxy.backends.push(...webs.map((web) => web.url));
    admin = new pg.Client({ connectionString: first.databaseUrl });
    await admin.connect();
  }, 600_000);
  afterAll(async () => {
    await admin?.end();
    for (const web of webs) await web.close();
    // The first API process owns the database: it closes last.
    for (const api of [...apis].reverse()) await api.close();
    await apiProxy?.close();
    await webProxy?.close();
    await s3?.stop();
  }, 120_000);

  /** A GraphQL call as the shop's pages make it: through the load balancer, from the shop's origin. */
  async function graphql<Data>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer<Data>> {
    const response = await fetch(`${apiProxy.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: webProxy.url },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Answer<Data>;
  }

  /**
   * Sends a GraphQL request whose body arrives in two halves; resolves with the backend that took
   * it once the first half is there, and sends the rest on `finish()`.
   */
  function slowGraphql(query: string, variables: Record<string, unknown>) {
    const body = Buffer.from(JSON.stringify({ query, variables }));
    const half = Math.floor(body.length / 2);
    const backend = new Promise<string>((resolve) =>
      apiProxy.onForwarded((forwarded) => {
        if (forwarded.method === 'POST') resolve(forwarded.backend);
      }),
    );
    let finish = () => {};
    const answer = new Promise<{ status: number; body: Answer<{ makePayment: unknown }> }>(
      (resolve, reject) => {
        const outgoing = request(
          `${apiProxy.url}/graphql`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': String(body.length),
              origin: webProxy.url,
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => {
              text += String(chunk);
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        outgoing.on('error', reject);
        outgoing.write(body.subarray(0, half));
        finish = () => outgoing.end(body.subarray(half));
      },
    );
    answer.catch(() => {});
    return { backend, answer, finish: () => finish() };
  }

  async function counts() {
    const { rows } = await admin.query(`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from orders where status = 'PAID') as paid,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from download_jobs where status = 'completed') as downloads`);
    const { rows: files } = await admin.query<{ file_key: string }>(
      `select file_key from download_jobs where status = 'completed' order by id`,
    );
    const bucket = createS3FileStorage(s3.config, apiProxy.url);
    const stored = await Promise.all(files.map((file) => bucket.exists(file.file_key)));
    return { ...rows[0], filesInBucket: stored.filter(Boolean).length };
  }

  let order: PlacedOrder;
  let zipDigest: string | null;

  it('serves pages from both web processes, each reading the API through the load balancer', async () => {
    const before = webProxy.log.length;
    for (let page = 0; page < 2; page++) {
      const response = await fetch(`${webProxy.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('</html>');
    }
    const servedBy = new Set(webProxy.log.slice(before).map((forwarded) => forwarded.backend));
    expect(servedBy).toEqual(new Set(webs.map((web) => web.url)));
    const ready = await fetch(`${webProxy.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('serves a price changed through one API process changed by the other within 1 s', async () => {
    const [writer, reader] = apis as [ApiProcess, ApiProcess];
    const FAMILY_PRICES =
      '{ readFamilies(page: 1, pageSize: 50) { nodes { url fontProducts { id kind price { amount } children { id kind price { amount } } } } } }';
    const priceOn = async (api: ApiProcess, id: string) => {
      const answer = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: webProxy.url },
        body: JSON.stringify({ query: FAMILY_PRICES }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await answer.json()) as Answer<FamilyPrices>;
      return stylesOf(body.data).find((product) => product.id === id)?.price.amount;
    };
    const families = await graphql<FamilyPrices>(FAMILY_PRICES);
    expect(families.errors).toBeUndefined();
    const style = stylesOf(families.data).find((product) => product.kind === 'FONT');
    if (!style) throw new Error('no single style in the demo catalogue');

    // The reader's response cache holds the old price: a write nobody announces is not seen there.
    const old = style.price.amount;
    expect(await priceOn(reader, style.id)).toBe(old);
    await admin.query('update products set price_amount = $1 where id = $2', [old + 1, Number(style.id)]);
    expect(await priceOn(reader, style.id)).toBe(old);

    // A catalogue editor changes the price through the writer's back office.
    const asEditor = await signInNewStaffOverHttp(admin, writer.url, 'editor');
    const changed = await asEditor(
      'mutation ($id: ID!, $amount: Int!) { changeFontProductPrice(productId: $id, amount: $amount) { productId } }',
      { id: style.id, amount: NEW_STYLE_PRICE },
    );
    expect(changed.errors).toBeUndefined();
    const changedAt = Date.now();

    // The reader serves it (asked directly, not through the load balancer) within a second.
    let seen = await priceOn(reader, style.id);
    while (seen !== NEW_STYLE_PRICE && Date.now() - changedAt < 5_000) {
      await sleep(20);
      seen = await priceOn(reader, style.id);
    }
    const tookMs = Date.now() - changedAt;
    expect(seen).toBe(NEW_STYLE_PRICE);
    expect(tookMs).toBeLessThanOrEqual(1_000);

    // Each web process renews its cached /fonts page, which shows the family "from" the new price.
    for (const web of webs) {
      let html = '';
      for (let attempt = 0; attempt < 50 && !html.includes(NEW_STYLE_PRICE_TEXT); attempt++) {
        if (attempt > 0) await sleep(200);
        html = await (await fetch(`${web.url}/fonts`, { signal: AbortSignal.timeout(30_000) })).text();
      }
      expect(html).toContain(NEW_STYLE_PRICE_TEXT);
    }
  });

  it('takes a guest order for a desktop licence and a poster', async () => {
    const families = await graphql<Families>(
      '{ readFamilies(pageSize: 1) { nodes { fontProducts { id kind encodingIDs } } } }',
    );
    const family = families.data?.readFamilies.nodes[0]?.fontProducts.find(
      (product) => product.kind === 'FAMILY',
    );
    if (!family) throw new Error('no family product');
    const posters = await graphql<Posters>(
      '{ readPhysicalProducts(url: "alphabet-poster-vollkorn") { nodes { id variants { id } } } }',
    );
    const poster = posters.data?.readPhysicalProducts.nodes[0];
    if (!poster) throw new Error('no poster');
    const { rows } = await admin.query(`select id from shipping_methods where title = 'Standard post'`);
    const placed = await graphql<{ createOrder: PlacedOrder }>(
      `mutation ($user: OrderUserInput, $fonts: [FamilyProductSelectionInput!],
        $physical: [PhysicalProductSelectionInput!], $shippingID: ID, $token: String) {
        createOrder(user: $user, familyProductSelections: $fonts, physicalProductSelections: $physical,
          shippingID: $shippingID, reCaptchaToken: $token) { id hash status totalPrice { amount } items { kind } }
      }`,
      {
        user: GUEST,
        fonts: [
          { productIDs: [family.id], encodingIDs: family.encodingIDs, licenses: DESKTOP, selectionIndex: 0 },
        ],
        physical: [
          { productID: poster.id, variantID: poster.variants[0]?.id, quantity: 1, selectionIndex: 1 },
        ],
        shippingID: String(rows[0].id),
        token: DEV_CAPTCHA_TOKEN,
      },
    );
    expect(placed.errors).toBeUndefined();
    order = placed.data?.createOrder as PlacedOrder;
    expect(order.totalPrice.amount).toBeGreaterThan(0);
    expect(order.items.map((item) => item.kind).sort()).toEqual(['FONT_FAMILY_PRODUCT', 'PHYSICAL_PRODUCT']);
  });

  it('completes the payment whose API process is stopped (SIGTERM) while it is in flight', async () => {
    const payment = slowGraphql(
      `mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
        makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode order { status } }
      }`,
      {
        orderID: order.id,
        hash: order.hash,
        method: VISA,
        returnUrl: `${webProxy.url}/pay/${order.id}/${order.hash}`,
      },
    );
    const backend = await payment.backend;
    const stopping = apis.find((api) => api.url === backend) as ApiProcess;
    const exited = new Promise<number | null>((resolve) =>
      stopping.child.once('exit', (code) => resolve(code)),
    );
    stopping.child.kill('SIGTERM');
    await sleep(500);
    expect(stopping.alive()).toBe(true);
    payment.finish();
    const { status, body } = await payment.answer;
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.makePayment).toEqual({ resultCode: 'Authorised', order: { status: 'PAID' } });
    expect(await exited).toBe(0);

    // The stopped process refuses connections; the load balancer sends its share to the other.
    for (let read = 0; read < 4; read++) {
      const answer = await graphql<OrderStatus>(
        'query ($id: ID!, $hash: String) { readOrder(orderID: $id, hash: $hash) { status } }',
        {
          id: order.id,
          hash: order.hash,
        },
      );
      expect(answer.data?.readOrder.status).toBe('PAID');
    }
  });

  it('builds the download on a worker and serves it from the bucket', async () => {
    const created = await graphql<{ createDownloadInfo: { id: string; hash: string } }>(
      'mutation ($orderID: ID, $hash: String) { createDownloadInfo(orderID: $orderID, hash: $hash, type: "order") { id hash } }',
      { orderID: order.id, hash: order.hash },
    );
    const info = created.data?.createDownloadInfo as { id: string; hash: string };
    let state = { status: 'Pending', file: null as string | null };
    for (let poll = 0; poll < 120 && state.status !== 'Completed' && state.status !== 'Failed'; poll++) {
      await sleep(250);
      const read = await graphql<DownloadState>(
        'query ($id: ID!, $hash: String!) { readDownloadInfo(id: $id, hash: $hash) { status file } }',
        info,
      );
      state = read.data?.readDownloadInfo ?? state;
    }
    expect(state.status).toBe('Completed');
    expect(state.file?.startsWith(`${apiProxy.url}/downloads/`)).toBe(true);
    const served = await fetch(state.file as string);
    expect(served.status).toBe(200);
    const zip = new Uint8Array(await served.arrayBuffer());
    expect(zip.byteLength).toBeGreaterThan(1_000);
    zipDigest = digest(zip);
    const { rows } = await admin.query('select file_key from download_jobs where id = $1', [Number(info.id)]);
    const inBucket = await createS3FileStorage(s3.config, apiProxy.url).get(rows[0].file_key);
    expect(digest(inBucket)).toBe(zipDigest);
  });

  it('loses no order, payment or file when a process restarts and every database connection is cut', async () => {
    const before = await counts();
    expect(before.paid).toBeGreaterThan(0);
    expect(before.downloads).toBeGreaterThan(0);
    expect(before.filesInBucket).toBe(before.downloads);

    // The stopped process comes back (a deploy), in the load balancer's list in its place.
    const stopped = apis.findIndex((api) => !api.alive());
    const restarted = await startApiProcess(apiEnv, { shareDatabaseOf: apis[0] });
    apiProxy.backends[apiProxy.backends.indexOf((apis[stopped] as ApiProcess).url)] = restarted.url;
    apis.push(restarted);

    // Every pooled connection of every process is cut, as a database restart or failover does.
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    expect(rows[0].cut).toBeGreaterThan(0);
    // The pools notice their connections are gone and open new ones for the next requests.
    await sleep(1_000);
    for (let read = 0; read < 4; read++) {
      const answer = await graphql<OrderStatus>(
        'query ($id: ID!, $hash: String) { readOrder(orderID: $id, hash: $hash) { status } }',
        {
          id: order.id,
          hash: order.hash,
        },
      );
      expect(answer.data?.readOrder.status).toBe('PAID');
    }
    expect(await counts()).toEqual(before);
    const again = await fetch((await readFile()) as string);
    expect(again.status).toBe(200);
    expect(digest(new Uint8Array(await again.arrayBuffer()))).toBe(zipDigest);
  });

  async function readFile(): Promise<string | null> {
    const { rows } = await admin.query('select id, hash from download_jobs where order_id = $1', [
      Number(order.id),
    ]);
    const read = await graphql<DownloadState>(
      'query ($id: ID!, $hash: String!) { readDownloadInfo(id: $id, hash: $hash) { status file } }',
      { id: String(rows[0].id), hash: rows[0].hash },
    );
    return read.data?.readDownloadInfo.file ?? null;
  }
});
