import { webfontsPageViews, webfontsProjects } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { parseUnicodeRanges } from '@foundry/domain/fonts/font-subsets';
import { FREE_PAGE_VIEWS_PER_MONTH } from '@foundry/domain/webfonts/webfonts-billing';
import { firstDayOfMonth, monthOf, previousMonth } from '@foundry/domain/webfonts/webfonts-months';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { fontMagic } from './fonts.ts';
import type { TestApp } from './harness.ts';
import { CREATE, catalogueFonts, type ProjectView, waitForGeneration } from './webfonts-helpers.ts';

const SITE = 'https://www.example.com';

describe('hosted web font kit: /webfonts/v1/<licence key>.css', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };
  let project: ProjectView;
  let cssPath: string;
  const thisMonth = monthOf(new Date());

  const get = (path: string, headers: Record<string, string> = {}) => app.fetch(path, { headers });
  const viewsOf = async (projectId: string, month = thisMonth) => {
    const [row] = await app.database.db
      .select()
      .from(webfontsPageViews)
      .where(
        and(
          eq(webfontsPageViews.projectId, Number(projectId)),
          eq(webfontsPageViews.month, firstDayOfMonth(month)),
        ),
      );
    return row?.pageViews ?? 0;
  };
  const statusOf = async (projectId: string) => {
    const [row] = await app.database.db
      .select()
      .from(webfontsProjects)
      .where(eq(webfontsProjects.id, Number(projectId)));
    return row?.status;
  };

  async function createProject(title: string, budget: number | null = null): Promise<ProjectView> {
    const fonts = await catalogueFonts(app);
    const created = await send<{ createWebfontsProject: ProjectView }>(
      CREATE,
      {
        title,
        type: 'regular',
        budget,
        domains: ['example.com', 'localhost'],
        fonts: [
          {
            styleID: String(fonts.style.id),
            fontDisplay: 'optional',
            otfFeatures: ['liga', 'onum'],
            characterSets: ['latin'],
            customChars: 'ŁŠ',
          },
        ],
      },
      owner.cookie,
    );
    const id = created.body.data?.createWebfontsProject.id;
    if (!id) throw new Error(JSON.stringify(created.body));
    return waitForGeneration(app, owner.cookie, id);
  }

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    owner = await signUp(app, 'kit-owner@example.com');
    project = await createProject('Kit site');
    expect(project.generation).toBe('Completed');
    cssPath = new URL(project.cssUrl as string).pathname;
  });
  afterAll(() => app.close());

  it('serves the CSS to a page on one of the project’s domains, with each font’s @font-face', async () => {
    const response = await get(cssPath, { referer: `${SITE}/about` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const css = await response.text();
    expect(css).toContain('@font-face {');
    expect(css).toContain(`font-family: "${project.fonts[0]?.cssFamilyName}";`);
    expect(css).toContain('font-display: optional;');
    expect(css).toContain('font-feature-settings: "liga" 1, "onum" 1;');
    // Latin (with its Latin Extended-A letters) and the two extra characters: Ł (U+0141) and Š (U+0160).
    const range = /unicode-range: ([^;]+);/.exec(css)?.[1] ?? '';
    expect(range).toContain('U+0020-007E');
    expect(range).toContain('U+0141');
    expect(range).toContain('U+0160');
    expect(range).not.toContain('U+0100');
  });

  it('refuses other sites and requests naming no site, without any CSS (403)', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { referer: 'https://evil.example.net/' },
      { origin: 'https://example.com.evil.net' },
      { origin: 'null' },
    ];
    for (const headers of refusals) {
      const response = await get(cssPath, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const text = await response.text();
      expect(text).not.toContain('@font-face');
      expect(text).not.toContain('woff2');
    }
    expect((await get('/webfonts/v1/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.css', { referer: SITE })).status).toBe(
      404,
    );
    expect((await app.fetch(cssPath, { method: 'POST', headers: { referer: SITE } })).status).toBe(405);
  });

  it('serves the referenced WOFF2 with CORS for the site, cacheable for a year; fontkit reads it', async () => {
    const css = await (await get(cssPath, { origin: SITE })).text();
    const fontUrl = /url\("([^"]+)"\)/.exec(css)?.[1] ?? '';
    expect(fontUrl.startsWith(`${app.config.apiUrl}/webfonts/v1/${project.licenseKey}/`)).toBe(true);
    const response = await get(fontUrl, { origin: SITE });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(fontMagic(bytes)).toBe('woff2');
    const font = fontkit.create(Buffer.from(bytes));
    if (!('characterSet' in font)) throw new Error('a collection');
    expect(font.characterSet).toContain(0x41);
    expect(font.characterSet).toContain(0x141);
    // Cut to the chosen characters: every character of the file is in the CSS's unicode-range.
    const ranges = parseUnicodeRanges(/unicode-range: ([^;]+);/.exec(css)?.[1] ?? '');
    const inRange = (codePoint: number) =>
      ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
    // 0xFFFF is the cmap's closing segment, which fontkit lists.
    expect(font.characterSet.filter((codePoint) => codePoint !== 0xffff && !inRange(codePoint))).toEqual([]);
    expect(font.characterSet).not.toContain(0x100);
    expect((await get(fontUrl, { origin: 'https://other.example.org' })).status).toBe(403);
    expect((await get(fontUrl)).status).toBe(403);
    expect((await get(`${fontUrl.replace(/\.woff2$/, '')}x.woff2`, { origin: SITE })).status).toBe(404);
  });

  it('counts one page view per CSS answer, none for refusals or fonts, and shows them in the stats', async () => {
    const fresh = await createProject('Counted');
    const path = new URL(fresh.cssUrl as string).pathname;
    expect(await viewsOf(fresh.id)).toBe(0);
    for (let i = 0; i < 3; i += 1)
      expect((await get(path, { origin: 'http://localhost:8080' })).status).toBe(200);
    await get(path, { referer: 'https://evil.example.net/' });
    expect(await viewsOf(fresh.id)).toBe(3);

    // Last month's views, as the list shows them.
    const lastMonth = previousMonth(thisMonth);
    await app.database.db.insert(webfontsPageViews).values({
      projectId: Number(fresh.id),
      month: firstDayOfMonth(lastMonth),
      pageViews: FREE_PAGE_VIEWS_PER_MONTH + 2500,
    });
    const listed = await waitForGeneration(app, owner.cookie, fresh.id);
    expect(listed.lastMonthStats).toEqual({ month: lastMonth, pageViews: FREE_PAGE_VIEWS_PER_MONTH + 2500 });

    const stats = await send<{
      readWebfontsProjectStats: {
        firstMonth: string;
        downloadCsv: string;
        items: {
          month: string;
          freePageViews: number;
          pageViews: number;
          cost: { amount: number; currency: string };
          projectsCount: number;
        }[];
      };
    }>(
      'query ($id: ID, $from: String, $to: String) { readWebfontsProjectStats(id: $id, dateFrom: $from, dateTo: $to) { firstMonth downloadCsv items { month freePageViews pageViews cost { amount currency } projectsCount } } }',
      { id: fresh.id, from: lastMonth, to: thisMonth },
      owner.cookie,
    );
    const result = stats.body.data?.readWebfontsProjectStats;
    expect(result?.firstMonth).toBe(lastMonth);
    expect(result?.items).toEqual([
      {
        month: lastMonth,
        freePageViews: FREE_PAGE_VIEWS_PER_MONTH,
        pageViews: FREE_PAGE_VIEWS_PER_MONTH + 2500,
        cost: { amount: 150, currency: 'EUR' },
        projectsCount: 1,
      },
      {
        month: thisMonth,
        freePageViews: 3,
        pageViews: 3,
        cost: { amount: 0, currency: 'EUR' },
        projectsCount: 1,
      },
    ]);
    const csv = Buffer.from((result?.downloadCsv ?? '').split(',')[1] ?? '', 'base64').toString();
    expect(csv.split('\n')[1]).toBe(
      `${lastMonth},${FREE_PAGE_VIEWS_PER_MONTH},${FREE_PAGE_VIEWS_PER_MONTH + 2500},150,1`,
    );

    // All the user's projects: the first project's views of this month are there too.
    const all = await send<{
      readWebfontsProjectStats: { items: { month: string; pageViews: number; projectsCount: number }[] };
    }>('{ readWebfontsProjectStats { items { month pageViews projectsCount } } }', undefined, owner.cookie);
    const current = all.body.data?.readWebfontsProjectStats.items.at(-1);
    expect(current?.month).toBe(thisMonth);
    expect(current?.pageViews).toBe(3 + (await viewsOf(project.id)));
    expect(current?.projectsCount).toBe(2);
    const bad = await send(
      '{ readWebfontsProjectStats(dateFrom: "last year") { firstMonth } }',
      undefined,
      owner.cookie,
    );
    expect(codeOf(bad)).toBe(103);
  });

  it('pauses by budget at the view that would overspend, and resumes once the budget is raised', async () => {
    const capped = await createProject('Capped', 0);
    const path = new URL(capped.cssUrl as string).pathname;
    await app.database.db.insert(webfontsPageViews).values({
      projectId: Number(capped.id),
      month: firstDayOfMonth(thisMonth),
      pageViews: FREE_PAGE_VIEWS_PER_MONTH - 1,
    });
    expect((await get(path, { origin: SITE })).status).toBe(200);
    expect(await viewsOf(capped.id)).toBe(FREE_PAGE_VIEWS_PER_MONTH);
    const refused = await get(path, { origin: SITE });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('@font-face');
    expect(await statusOf(capped.id)).toBe('PAUSED_BY_BUDGET');
    expect(await viewsOf(capped.id)).toBe(FREE_PAGE_VIEWS_PER_MONTH);
    expect((await get(path, { origin: SITE })).status).toBe(403);

    const resume = () =>
      send<{ updateWebfontsProjectStatus: { status: string } }>(
        'mutation ($id: ID!) { updateWebfontsProjectStatus(id: $id, status: ACTIVE) { status } }',
        { id: capped.id },
        owner.cookie,
      );
    expect(codeOf(await resume())).toBe(103);
    await send(
      'mutation ($id: ID!) { updateWebfontsProject(id: $id, budget: 100) { id } }',
      { id: capped.id },
      owner.cookie,
    );
    expect((await resume()).body.data?.updateWebfontsProjectStatus.status).toBe('ACTIVE');
    expect((await get(path, { origin: SITE })).status).toBe(200);
  });

  it('answers 403 for a paused project and 404 once it is deleted', async () => {
    const paused = await createProject('Paused');
    const path = new URL(paused.cssUrl as string).pathname;
    expect((await get(path, { origin: SITE })).status).toBe(200);
    await send(
      'mutation ($id: ID!) { updateWebfontsProjectStatus(id: $id, status: PAUSED) { id } }',
      { id: paused.id },
      owner.cookie,
    );
    const response = await get(path, { origin: SITE });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('@font-face');
    await send('mutation ($id: ID!) { deleteWebfontsProject(id: $id) }', { id: paused.id }, owner.cookie);
    expect((await get(path, { origin: SITE })).status).toBe(404);
    expect(await viewsOf(paused.id)).toBe(1);
  });
});
