import { downloadJobs, families, fontFiles, styles, users } from '@foundry/db';
import { and, eq, inArray } from '@foundry/db/orm';
import { unzipSync } from 'fflate';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories/repositories.ts';
import { createSessionRepository } from '../src/repositories/session-repository.ts';
import { createDownloadWorker, type DownloadWorker } from '../src/services/downloads/download-worker.ts';
import { issueSession } from '../src/sessions/issue-session.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { pdfText } from './fixtures/pdf-text.ts';
import { fontMagic, glyphCountOf } from './fonts.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

const CREATE = /* GraphQL */ `
  mutation Create($familyID: ID, $orderID: ID, $hash: String, $type: String!) {
    createDownloadInfo(familyID: $familyID, orderID: $orderID, hash: $hash, type: $type) {
      id
      hash
      status
      file
    }
  }
`;
const READ = /* GraphQL */ `
  query Read($id: ID!, $hash: String!) {
    readDownloadInfo(id: $id, hash: $hash) {
      id
      hash
      status
      file
    }
  }
`;

type Info = { id: string; hash: string; status: string; file: string | null };

describe('downloads (createDownloadInfo, the worker, the ZIP route)', () => {
  let app: TestApp;
  let worker: DownloadWorker;

  beforeAll(async () => {
    app = await createTestApp();
    worker = createDownloadWorker({
      repositories: createRepositories(app.database.db),
      storage: app.storage,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 100,
    });
    worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  const create = (variables: Record<string, unknown>, cookie?: string) =>
    app.graphql<{ createDownloadInfo: Info }>(
      CREATE,
      { type: 'order', ...variables },
      { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) },
    );

  const read = (id: string, hash: string) => app.graphql<{ readDownloadInfo: Info }>(READ, { id, hash });

  /** Polls as the browser does (faster) until the job is Completed or Failed. */
  async function untilFinal(info: Info): Promise<Info> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await read(info.id, info.hash);
      const current = response.body.data?.readDownloadInfo;
      if (!current) throw new Error(JSON.stringify(response.body.errors));
      if (current.status === 'Completed' || current.status === 'Failed') return current;
      if (Date.now() > deadline) throw new Error(`download ${info.id} still ${current.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function downloadZip(url: string): Promise<Record<string, Uint8Array>> {
    const response = await app.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    return unzipSync(new Uint8Array(await response.arrayBuffer()));
  }

  /** The storage keys of a family's style files in the given encodings, from the catalogue. */
  async function styleFileNames(familyUrl: string): Promise<Map<string, string[]>> {
    const rows = await app.database.db
      .select({ encodingId: styles.encodingId, name: fontFiles.originalName })
      .from(styles)
      .innerJoin(families, eq(families.id, styles.familyId))
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
      .where(eq(families.url, familyUrl));
    const byEncoding = new Map<string, string[]>();
    for (const row of rows) {
      const key = String(row.encodingId);
      byEncoding.set(key, [...new Set([...(byEncoding.get(key) ?? []), row.name])]);
    }
    return byEncoding;
  }

  it('builds the ZIP of a paid order: every font file of the bought family, the licence and a README', async () => {
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    const created = await create({ orderID: String(order.id), hash: order.hash });
    expect(created.body.errors).toBeUndefined();
    const info = created.body.data?.createDownloadInfo as Info;
    expect(info).toMatchObject({ status: 'Pending', file: null });
    expect(info.hash.length).toBeGreaterThanOrEqual(32);

    const done = await untilFinal(info);
    expect(done.status).toBe('Completed');
    expect(done.file).toBe(
      `${app.config.apiUrl}/downloads/${info.id}/${info.hash}/order-${order.id}-fonts.zip`,
    );
    const zip = await downloadZip(done.file as string);

    const fonts = Object.keys(zip).filter((name) => name.endsWith('.woff2'));
    const expected = [...(await styleFileNames('vollkorn')).values()].flat();
    expect(fonts.map((name) => name.split('/').pop()).sort()).toEqual([...expected].sort());
    expect(fonts.every((name) => name.startsWith('Vollkorn/Latin/'))).toBe(true);
    for (const name of fonts) {
      const bytes = zip[name] as Uint8Array;
      expect(fontMagic(bytes)).toBe('woff2');
      expect(glyphCountOf(bytes)).toBeGreaterThan(100);
    }
    const license = zip[`License-order-${order.id}.pdf`] as Uint8Array;
    expect(Buffer.from(license.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfText(license)).toContain('Vollkorn');
    const readme = new TextDecoder().decode(zip['README.txt']);
    expect(readme).toContain(`order ${order.id}`);
    expect(readme).toContain(`Vollkorn (Latin): ${expected.length} font file(s)`);
  });

  it('packs desktop TTF/OTF files beside the WOFF2 for a desktop licence, the same fonts unpacked', async () => {
    // insertPaidOrder buys under a desktop licence (with a third party) by default.
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'vollkorn' }] });
    const done = await untilFinal(
      (await create({ orderID: String(order.id), hash: order.hash })).body.data?.createDownloadInfo as Info,
    );
    expect(done.status).toBe('Completed');
    const zip = await downloadZip(done.file as string);
    const web = Object.keys(zip).filter((name) => name.startsWith('Vollkorn/Latin/web/'));
    const desktop = Object.keys(zip).filter((name) => name.startsWith('Vollkorn/Latin/desktop/'));
    const expected = [...(await styleFileNames('vollkorn')).values()].flat();
    expect(web).toHaveLength(expected.length);
    expect(desktop).toHaveLength(web.length);
    for (const webName of web) {
      const base = (webName.split('/').pop() as string).replace(/\.woff2$/, '');
      const desktopName = desktop.find(
        (name) => /\.(ttf|otf)$/.test(name) && name.endsWith(`/${base}.${name.slice(-3)}`),
      );
      expect(desktopName, webName).toBeDefined();
      const desktopBytes = zip[desktopName as string] as Uint8Array;
      expect(fontMagic(desktopBytes)).toBe(desktopName?.slice(-3));
      // The desktop file parses on its own and holds exactly the glyphs of the web font.
      expect(glyphCountOf(desktopBytes)).toBe(glyphCountOf(zip[webName] as Uint8Array));
      expect(glyphCountOf(desktopBytes)).toBeGreaterThan(100);
    }
    expect(new TextDecoder().decode(zip['README.txt'])).toContain('desktop folders hold the TrueType');
  });

  it('packs no desktop files when the licences are for the web only', async () => {
    const order = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'geist' }],
      licenses: [
        {
          id: 'web',
          title: 'Web',
          options: [{ name: 'pageviews', title: 'Page views', value: '10000', valueTitle: 'Up to 10,000' }],
        },
      ],
    });
    const done = await untilFinal(
      (await create({ orderID: String(order.id), hash: order.hash })).body.data?.createDownloadInfo as Info,
    );
    expect(done.status).toBe('Completed');
    const zip = await downloadZip(done.file as string);
    const names = Object.keys(zip);
    expect(names.some((name) => name.includes('/web/') && name.endsWith('.woff2'))).toBe(true);
    expect(names.filter((name) => name.includes('/desktop/') || /\.(ttf|otf)$/.test(name))).toEqual([]);
    expect(new TextDecoder().decode(zip['README.txt'])).toContain('does not cover desktop use');
  });

  it('packs only the family asked for, in the encodings bought', async () => {
    const order = await insertPaidOrder(app.database.db, {
      families: [{ familyUrl: 'noto-sans', encodings: ['latin', 'arabic'] }, { familyUrl: 'vollkorn' }],
    });
    const [noto] = await app.database.db.select().from(families).where(eq(families.url, 'noto-sans'));
    const created = await create({ orderID: String(order.id), hash: order.hash, familyID: String(noto?.id) });
    const done = await untilFinal(created.body.data?.createDownloadInfo as Info);
    expect(done.status).toBe('Completed');
    expect(done.file).toContain(`/noto-sans-order-${order.id}.zip`);
    const zip = await downloadZip(done.file as string);
    const folders = new Set(
      Object.keys(zip)
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => name.split('/').slice(0, 2).join('/')),
    );
    expect([...folders].sort()).toEqual(['Noto Sans/Arabic', 'Noto Sans/Latin']);
    expect(Object.keys(zip).some((name) => name.includes('Hebrew') || name.startsWith('Vollkorn'))).toBe(
      false,
    );
    for (const name of Object.keys(zip).filter((entry) => entry.endsWith('.woff2'))) {
      expect(glyphCountOf(zip[name] as Uint8Array)).toBeGreaterThan(0);
    }
  });

  it('returns the same job when the same download is asked for again', async () => {
    const order = await insertPaidOrder(app.database.db);
    const first = await create({ orderID: String(order.id), hash: order.hash });
    const second = await create({ orderID: String(order.id), hash: order.hash });
    expect(second.body.data?.createDownloadInfo.id).toBe(first.body.data?.createDownloadInfo.id);
    await untilFinal(first.body.data?.createDownloadInfo as Info);
  });

  it('refuses an unpaid order and queues nothing', async () => {
    const order = await insertPaidOrder(app.database.db, { status: 'NEW' });
    const response = await create({ orderID: String(order.id), hash: order.hash });
    expect(response.body.errors?.[0]?.extensions?.code).toBe(200);
    expect(response.body.errors?.[0]?.message).toContain('not paid');
    const jobs = await app.database.db.select().from(downloadJobs).where(eq(downloadJobs.orderId, order.id));
    expect(jobs).toEqual([]);
  });

  it('refuses a wrong hash, a family not in the order and an unknown type; the file needs the job hash', async () => {
    const order = await insertPaidOrder(app.database.db);
    for (const variables of [
      { orderID: String(order.id), hash: `${order.hash}x` },
      { orderID: String(order.id) },
      { orderID: '999999', hash: order.hash },
    ]) {
      const refused = await create(variables);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe(200);
    }
    const [geist] = await app.database.db.select().from(families).where(eq(families.url, 'geist'));
    const otherFamily = await create({
      orderID: String(order.id),
      hash: order.hash,
      familyID: String(geist?.id),
    });
    expect(otherFamily.body.errors?.[0]?.extensions?.code).toBe(200);
    const trial = await create({ orderID: String(order.id), hash: order.hash, type: 'trial' });
    expect(trial.body.errors?.[0]?.extensions?.code).toBe(200);

    const info = (await create({ orderID: String(order.id), hash: order.hash })).body.data
      ?.createDownloadInfo as Info;
    const done = await untilFinal(info);
    const wrongRead = await read(info.id, `${info.hash}x`);
    expect(wrongRead.body.errors?.[0]?.extensions?.code).toBe(200);
    const path = new URL(done.file as string).pathname;
    expect((await app.fetch(path.replace(info.hash, `${info.hash}x`))).status).toBe(404);
    expect((await app.fetch(path.replace(`/${info.id}/`, '/999999/'))).status).toBe(404);
    expect((await app.fetch(path)).status).toBe(200);
  });

  it("lets the signed-in owner download without the order's hash", async () => {
    const [owner] = await app.database.db
      .insert(users)
      .values({ email: 'downloader@example.com', name: 'Downloader' })
      .returning({ id: users.id });
    if (!owner) throw new Error('user not inserted');
    const { setCookie } = await issueSession(createSessionRepository(app.database.db), {
      userId: owner.id,
      stayLoggedIn: false,
      secure: false,
    });
    const order = await insertPaidOrder(app.database.db, {
      userId: owner.id,
      families: [{ familyUrl: 'geist' }],
    });
    const response = await create({ orderID: String(order.id) }, setCookie.split(';')[0]);
    expect(response.body.errors).toBeUndefined();
    expect((await untilFinal(response.body.data?.createDownloadInfo as Info)).status).toBe('Completed');
  });

  it('builds each job once when two workers share the queue', async () => {
    const second = createDownloadWorker({
      repositories: createRepositories(app.database.db),
      storage: app.storage,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 50,
    });
    second.start();
    try {
      const placed = await Promise.all(
        Array.from({ length: 3 }, () =>
          insertPaidOrder(app.database.db, { families: [{ familyUrl: 'geist-mono' }] }),
        ),
      );
      const infos = await Promise.all(
        placed.map(async (order) => {
          const response = await create({ orderID: String(order.id), hash: order.hash });
          return response.body.data?.createDownloadInfo as Info;
        }),
      );
      const finals = await Promise.all(infos.map(untilFinal));
      expect(finals.map((info) => info.status)).toEqual(['Completed', 'Completed', 'Completed']);
      const jobs = await app.database.db
        .select()
        .from(downloadJobs)
        .where(
          inArray(
            downloadJobs.id,
            infos.map((info) => Number(info.id)),
          ),
        );
      expect(jobs.map((job) => job.attempts)).toEqual([1, 1, 1]);
    } finally {
      await second.stop();
    }
  });

  it('ends a job failed, for good, when a font file is missing from storage', async () => {
    const [family] = await app.database.db.select().from(families).where(eq(families.url, 'source-code-pro'));
    if (!family) throw new Error('no source-code-pro');
    const [style] = await app.database.db
      .select()
      .from(styles)
      .where(eq(styles.familyId, family.id))
      .limit(1);
    if (!style) throw new Error('no style');
    await app.database.db
      .update(fontFiles)
      .set({ storageKey: 'fonts/missing/never-stored.woff2' })
      .where(eq(fontFiles.id, style.fontFileId));
    const order = await insertPaidOrder(app.database.db, { families: [{ familyUrl: 'source-code-pro' }] });
    const info = (await create({ orderID: String(order.id), hash: order.hash })).body.data
      ?.createDownloadInfo as Info;
    const done = await untilFinal(info);
    expect(done).toMatchObject({ status: 'Failed', file: null });
    const [job] = await app.database.db
      .select()
      .from(downloadJobs)
      .where(and(eq(downloadJobs.id, Number(info.id)), inArray(downloadJobs.status, ['failed'])));
    expect(job?.error).toContain('missing from storage');
    expect(job?.fileKey).toBeNull();
    // Final: the worker does not take it again, and asking again queues a new job instead.
    await worker.runOnce();
    expect((await read(info.id, info.hash)).body.data?.readDownloadInfo.status).toBe('Failed');
    const again = await create({ orderID: String(order.id), hash: order.hash });
    expect(again.body.data?.createDownloadInfo.id).not.toBe(info.id);
  });
});
