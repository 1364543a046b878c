import { parseUnicodeRanges } from '@foundry/domain/fonts/font-subsets';
import { unzipSync } from 'fflate';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import { fontMagic } from './fonts.ts';
import type { TestApp } from './harness.ts';
import { CREATE, catalogueFonts, type ProjectView, waitForGeneration } from './webfonts-helpers.ts';

describe('self-hosting web font kit: a ZIP of the fonts, the CSS and a README', () => {
  let app: TestApp;
  let owner: { id: string; cookie: string };
  let project: ProjectView;

  beforeAll(async () => {
    app = await createAccountTestApp();
    owner = await signUp(app, 'self-host@example.com');
    await insertPaidOrder(app.database.db, {
      userId: Number(owner.id),
      families: [{ familyUrl: 'vollkorn' }],
      licenses: [{ id: 'web', title: 'Web', options: [] }],
    });
    const fonts = await catalogueFonts(app);
    const created = await sender(app)<{ createWebfontsProject: ProjectView }>(
      CREATE,
      {
        title: 'Own server',
        type: 'self_hosting',
        fonts: [
          { styleID: String(fonts.style.id), characterSets: ['latin', 'latin-ext'], fontDisplay: 'fallback' },
        ],
      },
      owner.cookie,
    );
    const id = created.body.data?.createWebfontsProject.id;
    if (!id) throw new Error(JSON.stringify(created.body));
    project = await waitForGeneration(app, owner.cookie, id);
  });
  afterAll(() => app.close());

  it('offers the ZIP, not a hosted CSS kit', () => {
    expect(project.generation).toBe('Completed');
    expect(project.cssUrl).toBeNull();
    expect(project.downloadUrl).toMatch(/\.zip$/);
  });

  it('packs each font as WOFF2, the CSS pointing at them and a README with the licence terms', async () => {
    const response = await app.fetch(project.downloadUrl as string);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    const fontNames = names.filter((name) => name.startsWith('fonts/'));
    expect(names).toEqual(['README.txt', ...fontNames, 'webfonts.css'].sort());
    expect(fontNames).toHaveLength(1);
    const woff2 = files[fontNames[0] as string] as Uint8Array;
    expect(fontMagic(woff2)).toBe('woff2');
    const font = fontkit.create(Buffer.from(woff2));
    if (!('characterSet' in font)) throw new Error('a collection');
    expect(font.characterSet).toContain(0x100);
    const css = new TextDecoder().decode(files['webfonts.css']);
    expect(css).toContain(`src: url("${fontNames[0]}") format("woff2");`);
    expect(css).toContain('font-display: fallback;');
    const ranges = parseUnicodeRanges(/unicode-range: ([^;]+);/.exec(css)?.[1] ?? '');
    // Latin Extended was chosen: Ā (U+0100) is in the file and in its unicode-range.
    expect(ranges.some(([first, last]) => first <= 0x100 && 0x100 <= last)).toBe(true);
    const readme = new TextDecoder().decode(files['README.txt']);
    expect(readme).toContain('Own server');
    expect(readme).toContain('Webfont licence');
    expect(readme).toContain(project.licenseKey);
  });

  it('serves no hosted CSS for a self-hosting project', async () => {
    const response = await app.fetch(`/webfonts/v1/${project.licenseKey}.css`, {
      headers: { origin: 'http://localhost' },
    });
    expect(response.status).toBe(404);
  });
});
