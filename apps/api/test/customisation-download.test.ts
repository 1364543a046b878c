import { readFileSync } from 'node:fs';
import { woff2ToDesktopFont } from '@foundry/fonts';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadWorker } from '../src/services/downloads/download-worker.ts';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp } from './account-helpers.ts';
import {
  type DownloadInfo,
  fetchZip,
  startDownloadWorker,
  untilDownloadFinal,
} from './fixtures/downloads.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { fontMagic } from './fonts.ts';
import type { TestApp } from './harness.ts';

const PARAMS = `query ($id: ID!) { readFontCustomisationParams(familyID: $id) {
  family { id title } variableFonts { id italic axes { tag default } } } }`;
const CREATE = `mutation ($familyID: ID!, $variableFontID: ID!, $title: String!, $axes: [AxisValueInput!]!) {
  createFontCustomisation(familyID: $familyID, variableFontID: $variableFontID, title: $title, axes: $axes) { id } }`;
const DOWNLOAD = `mutation ($id: ID) { createDownloadInfo(type: "customisation", customisationID: $id) { id hash status file } }`;

/** fontkit's view of a font file, as far as these checks go. */
interface ParsedFont {
  familyName: string;
  directory: { tables: Record<string, unknown> };
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
  getVariation(settings: Record<string, number>): ParsedFont;
}
const parse = (bytes: Uint8Array) => fontkit.create(Buffer.from(bytes)) as unknown as ParsedFont;

describe('customisation downloads: a static instance cut from the variable font', () => {
  let app: TestApp;
  let worker: DownloadWorker;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };
  let customisationId: string;
  const position = { wght: 780, opsz: 30 };

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    worker = startDownloadWorker(app);
    owner = await signUp(app, 'cutter@example.com');
    const order = await insertPaidOrder(app.database.db, {
      userId: Number(owner.id),
      families: [{ familyUrl: 'inter' }],
    });
    const interId = String(order.familyIds[0]);
    const params = await send<{
      readFontCustomisationParams: {
        variableFonts: { id: string; italic: boolean; axes: { tag: string }[] }[];
      };
    }>(PARAMS, { id: interId });
    const upright = params.body.data?.readFontCustomisationParams.variableFonts.find((font) => !font.italic);
    const created = await send<{ createFontCustomisation: { id: string } }>(
      CREATE,
      {
        familyID: interId,
        variableFontID: upright?.id,
        title: 'Poster Heavy',
        axes: upright?.axes.map((axis) => ({ tag: axis.tag, value: position[axis.tag as 'wght' | 'opsz'] })),
      },
      owner.cookie,
    );
    expect(created.body.errors).toBeUndefined();
    customisationId = created.body.data?.createFontCustomisation.id as string;
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  it('packs a static TTF and WOFF2 named "<Family> <Title>" at the saved position, and a README', async () => {
    const created = await send<{ createDownloadInfo: DownloadInfo }>(
      DOWNLOAD,
      { id: customisationId },
      owner.cookie,
    );
    expect(created.body.errors).toBeUndefined();
    const done = await untilDownloadFinal(
      app,
      created.body.data?.createDownloadInfo as DownloadInfo,
      120_000,
    );
    expect(done.status).toBe('Completed');
    expect(done.file).toMatch(/\/inter-poster-heavy\.zip$/);
    const zip = await fetchZip(app, done);
    expect(Object.keys(zip).sort()).toEqual([
      'Inter-Poster-Heavy.ttf',
      'Inter-Poster-Heavy.woff2',
      'README.txt',
    ]);

    const ttf = zip['Inter-Poster-Heavy.ttf'] as Uint8Array;
    expect(fontMagic(ttf)).toBe('ttf');
    expect(fontMagic(zip['Inter-Poster-Heavy.woff2'] as Uint8Array)).toBe('woff2');
    const instance = parse(ttf);
    expect(instance.familyName).toBe('Inter Poster Heavy');
    expect(instance.directory.tables).not.toHaveProperty('fvar');
    expect(instance.directory.tables).not.toHaveProperty('gvar');
    const web = parse(zip['Inter-Poster-Heavy.woff2'] as Uint8Array);
    expect(web.familyName).toBe('Inter Poster Heavy');
    expect(web.directory.tables).not.toHaveProperty('fvar');

    // The instance draws H as the variable font does at the saved position, not at its default.
    const stored = new Uint8Array(
      readFileSync(new URL('../../../packages/db/seed/fonts/inter/InterVariable.woff2', import.meta.url)),
    );
    const variable = parse((await woff2ToDesktopFont(stored)).bytes);
    const H = 0x48;
    const atPosition = variable.getVariation(position).glyphForCodePoint(H).advanceWidth;
    const atDefault = variable.glyphForCodePoint(H).advanceWidth;
    expect(Math.abs(instance.glyphForCodePoint(H).advanceWidth - atPosition)).toBeLessThanOrEqual(1);
    expect(Math.abs(atPosition - atDefault)).toBeGreaterThan(10);
    expect(web.glyphForCodePoint(H).advanceWidth).toBe(instance.glyphForCodePoint(H).advanceWidth);

    const readme = new TextDecoder().decode(zip['README.txt']);
    expect(readme).toContain('Inter Poster Heavy');
    expect(readme).toContain('wght 780');
    expect(readme).toMatch(/licence/i);

    // Asking again re-uses the built archive.
    const again = await send<{ createDownloadInfo: DownloadInfo }>(
      DOWNLOAD,
      { id: customisationId },
      owner.cookie,
    );
    expect(again.body.data?.createDownloadInfo.id).toBe(done.id);
  });

  it("refuses another customer's customisation (not found) and answers code 1 without a session", async () => {
    const stranger = await signUp(app, 'stranger@example.com');
    const refused = await send(DOWNLOAD, { id: customisationId }, stranger.cookie);
    expect(codeOf(refused)).toBe(103);
    expect(fieldsOf(refused)).toEqual({ id: 'Customisation not found.' });
    expect(refused.body.data?.createDownloadInfo ?? null).toBeNull();
    expect(codeOf(await send(DOWNLOAD, { id: customisationId }))).toBe(1);
  });
});
