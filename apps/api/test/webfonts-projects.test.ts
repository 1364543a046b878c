import { webfontsProjects } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp } from './account-helpers.ts';
import { insertPaidOrder } from './fixtures/paid-order.ts';
import type { TestApp } from './harness.ts';
import {
  CREATE,
  catalogueFonts,
  GENERATION_TIMEOUT_MS,
  PROJECT_FIELDS,
  type ProjectView,
  waitForGeneration,
} from './webfonts-helpers.ts';

const WEB_LICENCE = [{ id: 'web', title: 'Web', options: [] }];

describe('web font projects: create, read, update, pause, delete', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let fonts: Awaited<ReturnType<typeof catalogueFonts>>;

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    alice = await signUp(app, 'webfonts-alice@example.com');
    bob = await signUp(app, 'webfonts-bob@example.com');
    fonts = await catalogueFonts(app);
  });
  afterAll(() => app.close());

  const create = (variables: Record<string, unknown>, cookie = alice.cookie) =>
    send<{ createWebfontsProject: ProjectView }>(CREATE, variables, cookie);

  it(
    'creates a hosted project that generates its kit in the background',
    async () => {
      const response = await create({
        title: '  Shop site ',
        type: 'regular',
        budget: 500,
        domains: ['Example.com', 'example.com', 'localhost'],
        billingEmails: ['Billing@Example.com'],
        fonts: [
          {
            styleID: String(fonts.style.id),
            fontDisplay: 'optional',
            otfFeatures: ['liga'],
            characterSets: ['latin', 'latin-ext'],
          },
          { variableFontID: String(fonts.variable.id), customChars: '€' },
        ],
      });
      const project = response.body.data?.createWebfontsProject;
      expect(project, JSON.stringify(response.body)).toMatchObject({
        title: 'Shop site',
        type: 'regular',
        status: 'ACTIVE',
        budget: { amount: 500, currency: 'EUR' },
        domains: ['example.com', 'localhost'],
        billingEmails: [{ email: 'billing@example.com', status: 'INVITED' }],
        generating: true,
        generation: 'Pending',
        cssUrl: null,
        canDelete: true,
      });
      expect(project?.licenseKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [statik, variable] = project?.fonts ?? [];
      expect(statik).toMatchObject({
        styleID: String(fonts.style.id),
        familyTitle: fonts.family.title,
        cssFamilyName: fonts.family.title,
        fontWeight: String(fonts.style.weight),
        fontStyle: 'normal',
        fontDisplay: 'optional',
        otfFeatures: ['liga'],
        characterSets: ['latin', 'latin-ext'],
      });
      expect(statik?.cssDefinition).toBe(
        `font-family: "${fonts.family.title}"; font-weight: ${fonts.style.weight}; font-style: normal;`,
      );
      expect(variable).toMatchObject({
        variableFontID: String(fonts.variable.id),
        fontDisplay: 'swap',
        characterSets: ['latin'],
        customChars: '€',
      });
      expect(variable?.fontWeight).toMatch(/^\d+ \d+$/);
      expect(variable?.axes?.map((axis) => axis.tag)).toContain('wght');

      const done = await waitForGeneration(app, alice.cookie, project?.id ?? '');
      expect(done.generation).toBe('Completed');
      expect(done.cssUrl).toBe(`${app.config.apiUrl}/webfonts/v1/${project?.licenseKey}.css`);
      expect(done.downloadUrl).toBeNull();
    },
    GENERATION_TIMEOUT_MS,
  );

  it('lists the user’s projects on readWebfontsProjects and User.myWebfonts, one by id with page size 1', async () => {
    const second = await create({
      title: 'Blog',
      type: 'regular',
      domains: ['blog.example.com'],
      fonts: [{ styleID: String(fonts.style.id) }],
    });
    const secondId = second.body.data?.createWebfontsProject.id ?? '';
    const list = await send<{
      readWebfontsProjects: { nodes: { title: string }[]; pageInfo: { hasNextPage: boolean } };
    }>(
      '{ readWebfontsProjects { nodes { title } pageInfo { hasNextPage nextPage } } }',
      undefined,
      alice.cookie,
    );
    expect(list.body.data?.readWebfontsProjects.nodes.map((node) => node.title)).toEqual([
      'Blog',
      'Shop site',
    ]);
    const paged = await send<{
      readUser: { myWebfonts: { nodes: { title: string }[]; pageInfo: { hasNextPage: boolean } } };
    }>(
      '{ readUser { myWebfonts(page: 1, pageSize: 1) { nodes { title } pageInfo { hasNextPage } } } }',
      undefined,
      alice.cookie,
    );
    expect(paged.body.data?.readUser.myWebfonts).toEqual({
      nodes: [{ title: 'Blog' }],
      pageInfo: { hasNextPage: true },
    });
    const one = await send<{ readWebfontsProjects: { nodes: { id: string }[] } }>(
      'query ($id: ID) { readWebfontsProjects(id: $id, pageSize: 1) { nodes { id } } }',
      { id: secondId },
      alice.cookie,
    );
    expect(one.body.data?.readWebfontsProjects.nodes).toEqual([{ id: secondId }]);
    await waitForGeneration(app, alice.cookie, secondId);
  });

  it('refuses invalid fields with code 103 and a message per field', async () => {
    const response = await create({
      title: '',
      type: 'regular',
      domains: ['https://example.com/page'],
      billingEmails: ['not-an-address'],
      fonts: [{ styleID: String(fonts.style.id), fontDisplay: 'soon', characterSets: ['klingon'] }],
    });
    expect(codeOf(response)).toBe(103);
    expect(Object.keys(fieldsOf(response) ?? {}).sort()).toEqual([
      'billingEmails',
      'domains',
      'fonts.0.characterSets',
      'fonts.0.fontDisplay',
      'title',
    ]);
    const unknownFont = await create({
      title: 'X',
      type: 'regular',
      domains: ['x.com'],
      fonts: [{ styleID: '999999' }],
    });
    expect(fieldsOf(unknownFont)).toEqual({ 'fonts.0': expect.any(String) });
  });

  it('offers self-hosting only with fonts bought under a web licence', async () => {
    const types = async (cookie: string) =>
      (
        await send<{ readUser: { availableWebfontsProjectTypes: string[] } }>(
          '{ readUser { availableWebfontsProjectTypes } }',
          undefined,
          cookie,
        )
      ).body.data?.readUser.availableWebfontsProjectTypes;
    expect(await types(bob.cookie)).toEqual(['regular']);
    const refused = await create(
      { title: 'Kit', type: 'self_hosting', fonts: [{ styleID: String(fonts.style.id) }] },
      bob.cookie,
    );
    expect(codeOf(refused)).toBe(103);
    expect(fieldsOf(refused)).toEqual({ 'fonts.0': 'This font is not covered by a web licence you bought.' });
    // A desktop licence is not enough.
    await insertPaidOrder(app.database.db, { userId: Number(bob.id), families: [{ familyUrl: 'vollkorn' }] });
    expect(await types(bob.cookie)).toEqual(['regular']);
    await insertPaidOrder(app.database.db, {
      userId: Number(bob.id),
      families: [{ familyUrl: 'vollkorn' }],
      licenses: WEB_LICENCE,
    });
    expect(await types(bob.cookie)).toEqual(['regular', 'self_hosting']);
    const available = await send<{
      readWebfontsProjectAvailableFamilies: { url: string; styles: { id: string }[] }[];
    }>(
      '{ readWebfontsProjectAvailableFamilies(projectType: self_hosting) { url styles { id } variableFonts { id } } }',
      undefined,
      bob.cookie,
    );
    expect(available.body.data?.readWebfontsProjectAvailableFamilies.map((family) => family.url)).toEqual([
      'vollkorn',
    ]);
    const all = await send<{ readWebfontsProjectAvailableFamilies: { url: string }[] }>(
      '{ readWebfontsProjectAvailableFamilies(projectType: regular) { url } }',
      undefined,
      bob.cookie,
    );
    expect(all.body.data?.readWebfontsProjectAvailableFamilies.length).toBeGreaterThan(1);
    const created = await create(
      { title: 'Kit', type: 'self_hosting', budget: 100, fonts: [{ styleID: String(fonts.style.id) }] },
      bob.cookie,
    );
    expect(created.body.data?.createWebfontsProject).toMatchObject({
      type: 'self_hosting',
      budget: null,
      lastMonthStats: null,
    });
    await waitForGeneration(app, bob.cookie, created.body.data?.createWebfontsProject.id ?? '');
  });

  it('tells a font’s character sets, features, weight and style', async () => {
    const info = await send<{
      readWebfontsProjectAvailableFontInfo: {
        characterSets: { id: string; count: number }[];
        fontWeight: string;
        fontStyle: string;
        otfFeatures: string[];
      };
    }>(
      'query ($id: ID) { readWebfontsProjectAvailableFontInfo(styleID: $id) { otfFeatures characterSets { id title count } fontWeight fontStyle } }',
      { id: String(fonts.style.id) },
      alice.cookie,
    );
    const result = info.body.data?.readWebfontsProjectAvailableFontInfo;
    expect(result?.fontWeight).toBe(String(fonts.style.weight));
    expect(result?.fontStyle).toBe('normal');
    expect(result?.characterSets[0]).toMatchObject({ id: 'latin' });
    expect(result?.characterSets[0]?.count).toBeGreaterThan(90);
    const both = await send(
      'query ($id: ID) { readWebfontsProjectAvailableFontInfo(styleID: $id, variableFontID: $id) { fontWeight } }',
      { id: String(fonts.style.id) },
      alice.cookie,
    );
    expect(codeOf(both)).toBe(103);
  });

  it(
    'updates fields, keeps lists left out, and regenerates when the fonts change',
    async () => {
      const created = await create({
        title: 'Edit me',
        type: 'regular',
        domains: ['edit.example.com'],
        fonts: [{ styleID: String(fonts.style.id) }],
      });
      const id = created.body.data?.createWebfontsProject.id ?? '';
      await waitForGeneration(app, alice.cookie, id);
      const update = (variables: Record<string, unknown>, cookie = alice.cookie) =>
        send<{ updateWebfontsProject: ProjectView }>(
          `mutation ($id: ID!, $title: String, $budget: Int, $domains: [String!], $fonts: [WebfontsProjectFontInput!]) {
          updateWebfontsProject(id: $id, title: $title, budget: $budget, domains: $domains, fonts: $fonts) { ${PROJECT_FIELDS} } }`,
          { id, ...variables },
          cookie,
        );
      const budgetOnly = await update({ budget: 1000 });
      expect(budgetOnly.body.data?.updateWebfontsProject).toMatchObject({
        title: 'Edit me',
        budget: { amount: 1000 },
        domains: ['edit.example.com'],
        generating: false,
      });
      const refonted = await update({
        fonts: [{ variableFontID: String(fonts.variable.id) }],
        domains: ['new.example.com'],
      });
      expect(refonted.body.data?.updateWebfontsProject).toMatchObject({
        domains: ['new.example.com'],
        generating: true,
      });
      expect(refonted.body.data?.updateWebfontsProject.fonts.map((font) => font.variableFontID)).toEqual([
        String(fonts.variable.id),
      ]);
      expect((await waitForGeneration(app, alice.cookie, id)).generation).toBe('Completed');
      const invalid = await update({ domains: [] });
      expect(fieldsOf(invalid)).toEqual({ domains: expect.any(String) });
    },
    GENERATION_TIMEOUT_MS,
  );

  it('pauses and resumes, refuses the statuses the shop sets, and deletes', async () => {
    const created = await create({
      title: 'Pause me',
      type: 'regular',
      domains: ['p.example.com'],
      fonts: [{ styleID: String(fonts.style.id) }],
    });
    const id = created.body.data?.createWebfontsProject.id ?? '';
    const setStatus = (status: string, cookie = alice.cookie) =>
      send<{ updateWebfontsProjectStatus: { status: string } }>(
        'mutation ($id: ID!, $s: WebfontsProjectStatus!) { updateWebfontsProjectStatus(id: $id, status: $s) { status } }',
        { id, s: status },
        cookie,
      );
    expect((await setStatus('PAUSED')).body.data?.updateWebfontsProjectStatus.status).toBe('PAUSED');
    expect((await setStatus('ACTIVE')).body.data?.updateWebfontsProjectStatus.status).toBe('ACTIVE');
    const refused = await setStatus('PAUSED_NOT_PAID');
    expect(codeOf(refused)).toBe(103);
    expect(fieldsOf(refused)).toEqual({ status: expect.any(String) });
    expect(codeOf(await setStatus('DELETED'))).toBe(103);

    await app.database.db
      .update(webfontsProjects)
      .set({ status: 'PAUSED_NOT_PAID' })
      .where(eq(webfontsProjects.id, Number(id)));
    const unpaid = await waitForGeneration(app, alice.cookie, id);
    expect(unpaid.canDelete).toBe(false);
    const del = (cookie = alice.cookie) =>
      send<{ deleteWebfontsProject: boolean }>(
        'mutation ($id: ID!) { deleteWebfontsProject(id: $id) }',
        { id },
        cookie,
      );
    expect(codeOf(await del())).toBe(103);
    await app.database.db
      .update(webfontsProjects)
      .set({ status: 'PAUSED' })
      .where(eq(webfontsProjects.id, Number(id)));
    expect((await del()).body.data?.deleteWebfontsProject).toBe(true);
    const gone = await send(
      'query ($id: ID) { readWebfontsProjects(id: $id) { nodes { id } } }',
      { id },
      alice.cookie,
    );
    expect(codeOf(gone)).toBe(103);
    const list = await send<{ readWebfontsProjects: { nodes: { id: string }[] } }>(
      '{ readWebfontsProjects { nodes { id } } }',
      undefined,
      alice.cookie,
    );
    expect(list.body.data?.readWebfontsProjects.nodes.map((node) => node.id)).not.toContain(id);
  });

  it('never shows or changes another user’s project', async () => {
    const created = await create({
      title: 'Alice private kit',
      type: 'regular',
      domains: ['alice.example.com'],
      fonts: [{ styleID: String(fonts.style.id) }],
    });
    const project = created.body.data?.createWebfontsProject as ProjectView;
    const asBob = [
      await send(
        'query ($id: ID) { readWebfontsProjects(id: $id) { nodes { id title } } }',
        { id: project.id },
        bob.cookie,
      ),
      await send(
        'mutation ($id: ID!) { updateWebfontsProject(id: $id, title: "Bob was here") { id } }',
        { id: project.id },
        bob.cookie,
      ),
      await send(
        'mutation ($id: ID!) { updateWebfontsProjectStatus(id: $id, status: PAUSED) { id } }',
        { id: project.id },
        bob.cookie,
      ),
      await send('mutation ($id: ID!) { deleteWebfontsProject(id: $id) }', { id: project.id }, bob.cookie),
      await send(
        'query ($id: ID) { readWebfontsProjectStats(id: $id) { items { pageViews } } }',
        { id: project.id },
        bob.cookie,
      ),
      await send(
        'query ($id: ID) { readWebfontsProjectAvailableFamilies(projectID: $id, projectType: regular) { id } }',
        { id: project.id },
        bob.cookie,
      ),
    ];
    for (const response of asBob) {
      expect(codeOf(response), JSON.stringify(response.body)).toBe(103);
      expect(JSON.stringify(response.body)).not.toContain('Alice private kit');
    }
    const bobs = await send<{ readWebfontsProjects: { nodes: { title: string }[] } }>(
      '{ readWebfontsProjects { nodes { title } } }',
      undefined,
      bob.cookie,
    );
    expect(bobs.body.data?.readWebfontsProjects.nodes.map((node) => node.title)).not.toContain(
      'Alice private kit',
    );
    const after = await waitForGeneration(app, alice.cookie, project.id);
    expect(after).toMatchObject({ title: 'Alice private kit', status: 'ACTIVE' });
    const anonymous = await send('{ readWebfontsProjects { nodes { id } } }');
    expect(codeOf(anonymous)).toBe(1);
  });
});
