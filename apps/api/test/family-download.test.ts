import { downloadJobs, encodings, families, fontFiles, styles } from '@foundry/db';
import { and, eq, inArray } from '@foundry/db/orm';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadWorker } from '../src/services/downloads/download-worker.ts';
import { codeOf, createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { type DownloadInfo, downloadedZip, startDownloadWorker } from './fixtures/downloads.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { pdfText } from './fixtures/pdf-text.ts';
import { fontMagic } from './fonts.ts';
import type { TestApp } from './harness.ts';

const CREATE = /* GraphQL */ `
  mutation Create($familyID: ID, $encodingIDs: [ID!]) {
    createDownloadInfo(type: "family", familyID: $familyID, encodingIDs: $encodingIDs) { id hash status file }
  }
`;
const WEB_ONLY = [
  {
    id: 'web',
    title: 'Web',
    options: [{ name: 'pageviews', title: 'Page views', value: '10000', valueTitle: 'Up to 10,000' }],
  },
];

describe("family downloads (createDownloadInfo type 'family'): the fonts a customer owns", () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let worker: DownloadWorker;
  let owner: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };
  const familyIds: Record<string, number> = {};
  const encodingIds: Record<string, number> = {};
  let notoOrderId: number;

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    worker = startDownloadWorker(app);
    owner = await signUp(app, 'family-owner@example.com');
    stranger = await signUp(app, 'family-stranger@example.com');
    const db = app.database.db;
    for (const row of await db.select({ id: families.id, url: families.url }).from(families)) {
      familyIds[row.url] = row.id;
    }
    for (const row of await db.select({ id: encodings.id, url: encodings.url }).from(encodings)) {
      encodingIds[row.url] = row.id;
    }
    // Desktop licence (the fixture's default) for Noto Sans in Latin and Arabic; Vollkorn for the web only.
    notoOrderId = (
      await insertPaidOrder(db, {
        userId: Number(owner.id),
        families: [{ familyUrl: 'noto-sans', encodings: ['latin', 'arabic'] }],
      })
    ).id;
    await insertPaidOrder(db, {
      userId: Number(owner.id),
      families: [{ familyUrl: 'vollkorn' }],
      licenses: WEB_ONLY,
    });
    // Not paid: gives nothing.
    await insertPaidOrder(db, {
      userId: Number(owner.id),
      status: 'NEW',
      families: [{ familyUrl: 'geist' }],
    });
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  const create = (cookie: string | undefined, familyUrl: string, encodingUrls?: string[]) =>
    send<{ createDownloadInfo: DownloadInfo }>(
      CREATE,
      {
        familyID: String(familyIds[familyUrl]),
        encodingIDs: encodingUrls?.map((url) => String(encodingIds[url] ?? 999_999)),
      },
      cookie,
    );

  async function styleFileNames(familyUrl: string, encodingUrl: string): Promise<string[]> {
    const rows = await app.database.db
      .select({ name: fontFiles.originalName })
      .from(styles)
      .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
      .innerJoin(encodings, eq(encodings.id, styles.encodingId))
      .where(and(eq(styles.familyId, familyIds[familyUrl] as number), eq(encodings.url, encodingUrl)));
    return rows.map((row) => row.name).sort();
  }

  it('packs the owned styles in the chosen encoding: WOFF2, the desktop TTF/OTF of the same fonts, the licence', async () => {
    const created = await create(owner.cookie, 'noto-sans', ['arabic']);
    expect(created.body.errors).toBeUndefined();
    const info = created.body.data?.createDownloadInfo as DownloadInfo;
    expect(info).toMatchObject({ status: 'Pending', file: null });
    const zip = await downloadedZip(app, info);
    const names = Object.keys(zip);

    const web = names.filter((name) => name.endsWith('.woff2'));
    expect(web.map((name) => name.split('/').pop()).sort()).toEqual(
      await styleFileNames('noto-sans', 'arabic'),
    );
    expect(web.every((name) => name.startsWith('Noto Sans/Arabic/web/'))).toBe(true);
    // Only the encoding asked for, though Latin is owned too.
    expect(names.some((name) => name.includes('/Latin/'))).toBe(false);

    const desktop = names.filter((name) => /\/desktop\/.+\.(ttf|otf)$/.test(name));
    expect(desktop).toHaveLength(web.length);
    for (const name of desktop) {
      const bytes = zip[name] as Uint8Array;
      expect(fontMagic(bytes)).toBe(name.slice(-3));
      const font = fontkit.create(Buffer.from(bytes));
      if (!('familyName' in font)) throw new Error('a collection, not a font');
      expect(font.familyName).toMatch(/Noto Sans/);
      // An Arabic font: it maps an Arabic letter (alef).
      expect(font.hasGlyphForCodePoint(0x0627)).toBe(true);
    }
    const license = zip[`License-order-${notoOrderId}.pdf`] as Uint8Array;
    expect(Buffer.from(license.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfText(license)).toContain('Noto Sans');
    const readme = new TextDecoder().decode(zip['README.txt']);
    expect(readme).toContain('Noto Sans (Arabic)');
    expect(readme).toContain('desktop folders hold the TrueType');
  });

  it('packs every owned encoding when none is chosen, and no desktop files for a web licence', async () => {
    const noto = await downloadedZip(
      app,
      (await create(owner.cookie, 'noto-sans')).body.data?.createDownloadInfo as DownloadInfo,
    );
    const folders = new Set(
      Object.keys(noto)
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => name.split('/').slice(0, 2).join('/')),
    );
    expect([...folders].sort()).toEqual(['Noto Sans/Arabic', 'Noto Sans/Latin']);

    const vollkorn = await downloadedZip(
      app,
      (await create(owner.cookie, 'vollkorn')).body.data?.createDownloadInfo as DownloadInfo,
    );
    const names = Object.keys(vollkorn);
    expect(
      names
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => name.split('/').pop())
        .sort(),
    ).toEqual(await styleFileNames('vollkorn', 'latin'));
    expect(names.filter((name) => /\.(ttf|otf)$/.test(name))).toEqual([]);
    expect(new TextDecoder().decode(vollkorn['README.txt'])).toContain('do not cover desktop use');
  });

  it('re-uses the pending or finished job for the same family and encodings', async () => {
    const first = (await create(owner.cookie, 'noto-sans', ['latin'])).body.data
      ?.createDownloadInfo as DownloadInfo;
    const again = (await create(owner.cookie, 'noto-sans', ['latin'])).body.data
      ?.createDownloadInfo as DownloadInfo;
    expect(again.id).toBe(first.id);
    const other = (await create(owner.cookie, 'noto-sans', ['latin', 'arabic'])).body.data
      ?.createDownloadInfo as DownloadInfo;
    expect(other.id).not.toBe(first.id);
    const jobs = await app.database.db
      .select({ id: downloadJobs.id })
      .from(downloadJobs)
      .where(inArray(downloadJobs.id, [Number(first.id), Number(other.id)]));
    expect(jobs).toHaveLength(2);
  });

  it('refuses with 200 a family not owned, an unpaid one, or an encoding not bought', async () => {
    expect(codeOf(await create(owner.cookie, 'geist'))).toBe(200);
    expect(codeOf(await create(owner.cookie, 'inter'))).toBe(200);
    expect(codeOf(await create(owner.cookie, 'noto-sans', ['hebrew']))).toBe(200);
    expect(codeOf(await create(owner.cookie, 'noto-sans', ['latin', 'hebrew']))).toBe(200);
    expect(codeOf(await create(owner.cookie, 'noto-sans', ['no-such-encoding']))).toBe(200);
  });

  it('answers code 1 without a session and 200 to another customer, who gets no job', async () => {
    expect(codeOf(await create(undefined, 'noto-sans'))).toBe(1);
    const before = await app.database.db.select({ id: downloadJobs.id }).from(downloadJobs);
    const response = await create(stranger.cookie, 'noto-sans');
    expect(codeOf(response)).toBe(200);
    expect(response.body.data ?? null).toBeNull();
    const after = await app.database.db.select({ id: downloadJobs.id }).from(downloadJobs);
    expect(after).toHaveLength(before.length);
  });
});
