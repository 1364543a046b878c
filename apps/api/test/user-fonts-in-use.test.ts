import { fontsInUse, fontsInUseFamilies } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { USER_FONTS_IN_USE_LIMITS } from '@foundry/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp } from './account-helpers.ts';
import { API_URL, type TestApp, WEB_ORIGIN } from './harness.ts';

const PROJECT_FIELDS = /* GraphQL */ `
  id url title description designer designerUrl photoCredits year status category output country languages
  families { id url } images { url width height alt } fileIDs
`;
const CREATE = /* GraphQL */ `
  mutation ($data: UserFontsInUseInput!, $token: String) {
    createUserFontsInUse(data: $data, reCaptchaToken: $token) { ${PROJECT_FIELDS} }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $data: UserFontsInUseInput!) { updateUserFontsInUse(id: $id, data: $data) { ${PROJECT_FIELDS} } }
`;
const DELETE = 'mutation ($id: ID!) { deleteUserFontsInUse(id: $id) }';
const LIST = /* GraphQL */ `
  query ($page: Int, $pageSize: Int, $status: PublicationStatus) {
    readUserFontsInUse(page: $page, pageSize: $pageSize, status: $status) {
      nodes { id title status } pageInfo { hasNextPage nextPage }
    }
  }
`;
const ONE = `query ($id: ID!) { readUserFontsInUseProject(id: $id) { ${PROJECT_FIELDS} } }`;
const PUBLIC = /* GraphQL */ `
  query ($url: String) { readFontsInUse(url: $url, pageSize: 100) { nodes { id url } } }
`;

type Project = {
  id: string;
  url: string;
  title: string;
  status: string;
  year: number | null;
  families: { id: string; url: string }[];
  images: { url: string; width: number; height: number; alt: string }[];
  fileIDs: string[];
};

async function uploadImages(app: TestApp, sizes: [number, number][]): Promise<string[]> {
  const form = new FormData();
  for (const [width, height] of sizes) {
    const png = await sharp({
      create: { width, height, channels: 3, background: { r: width, g: 90, b: height } },
    })
      .png()
      .toBuffer();
    form.append('files[]', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'shot.png');
  }
  const response = await app.fetch(`${API_URL}/fontsinuse/upload`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { fileIDs: string[] }).fileIDs;
}

describe('customers’ own fonts-in-use projects', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let familyIds: Record<string, string>;
  let images: string[];
  const nextYear = new Date().getUTCFullYear() + 1;

  const full = (change: Record<string, unknown> = {}) => ({
    title: 'Harbour Festival',
    description: 'Posters and banners of a harbour festival.\nSet in Vollkorn and Inter.',
    designer: 'Studio Nord',
    designerUrl: 'https://studio-nord.example/work',
    photoCredits: 'Photos: Ana Berg',
    year: 2025,
    category: 'Posters',
    output: 'Print',
    country: 'CZ',
    languages: ['cs', 'en'],
    families: [familyIds.vollkorn, familyIds.inter],
    images: images.slice(0, 2),
    ...change,
  });
  const create = (
    data: Record<string, unknown>,
    cookie = alice.cookie,
    token: string | null = DEV_CAPTCHA_TOKEN,
  ) => send<{ createUserFontsInUse: Project }>(CREATE, { data, token }, cookie);
  const rowsOf = (userId: string) =>
    app.database.db
      .select()
      .from(fontsInUse)
      .where(eq(fontsInUse.userId, Number(userId)));

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    alice = await signUp(app, 'alice-fiu@example.com');
    bob = await signUp(app, 'bob-fiu@example.com');
    const families = await send<{ readFamilies: { nodes: { id: string; url: string }[] } }>(
      '{ readFamilies(pageSize: 100) { nodes { id url } } }',
    );
    familyIds = Object.fromEntries((families.body.data?.readFamilies.nodes ?? []).map((f) => [f.url, f.id]));
    if (!familyIds.vollkorn || !familyIds.inter) throw new Error('the seed lacks vollkorn or inter');
    images = await uploadImages(app, [
      [40, 30],
      [24, 48],
      [64, 16],
    ]);
  });
  afterAll(() => app.close());

  it('stores every field of a submission as PENDING under a url made from its title', async () => {
    const response = await create(full());
    expect(response.body.errors).toBeUndefined();
    const project = response.body.data?.createUserFontsInUse;
    expect(project).toMatchObject({
      url: 'harbour-festival',
      title: 'Harbour Festival',
      description: 'Posters and banners of a harbour festival.\nSet in Vollkorn and Inter.',
      designer: 'Studio Nord',
      designerUrl: 'https://studio-nord.example/work',
      photoCredits: 'Photos: Ana Berg',
      year: 2025,
      status: 'PENDING',
      category: 'Posters',
      output: 'Print',
      country: 'CZ',
      languages: ['cs', 'en'],
      families: [{ url: 'vollkorn' }, { url: 'inter' }],
    });
    expect(project?.images.map(({ width, height }) => [width, height])).toEqual([
      [40, 30],
      [24, 48],
    ]);
    expect(project?.images[0]?.url).toContain(images[0]);
    expect(project?.fileIDs).toEqual(images.slice(0, 2));
    expect(project?.images[0]?.alt).toContain('Harbour Festival');
    const [row] = await rowsOf(alice.id);
    expect(row).toMatchObject({ userId: Number(alice.id), status: 'PENDING' });

    const again = await create(full({ title: '  Harbour   Festival!  ' }));
    expect(again.body.data?.createUserFontsInUse.url).toBe('harbour-festival-2');
  });

  it('keeps pending submissions out of the public showcases until they are published', async () => {
    const project = (await create(full({ title: 'Secret Pending Show' }))).body.data?.createUserFontsInUse;
    if (!project) throw new Error('not created');
    const byUrl = await send<{ readFontsInUse: { nodes: { url: string }[] } }>(PUBLIC, { url: project.url });
    expect(byUrl.body.data?.readFontsInUse.nodes).toEqual([]);
    const listed = await send<{ readFontsInUse: { nodes: { url: string }[] } }>(PUBLIC, {});
    expect(listed.body.data?.readFontsInUse.nodes.length).toBeGreaterThan(0);
    expect(listed.body.data?.readFontsInUse.nodes.map((node) => node.url)).not.toContain(project.url);
    const paths = await send<{ readFontsInUsePaths: { url: string }[] }>('{ readFontsInUsePaths { url } }');
    expect(paths.body.data?.readFontsInUsePaths.map((path) => path.url)).not.toContain(project.url);

    // Once we publish it after review it is shown; an edit sends it back to review.
    await app.database.db
      .update(fontsInUse)
      .set({ status: 'PUBLISHED' })
      .where(eq(fontsInUse.id, Number(project.id)));
    const shown = await send<{ readFontsInUse: { nodes: { url: string }[] } }>(PUBLIC, { url: project.url });
    expect(shown.body.data?.readFontsInUse.nodes).toEqual([{ id: project.id, url: project.url }]);
    const edited = await send<{ updateUserFontsInUse: Project }>(
      UPDATE,
      { id: project.id, data: full({ title: 'Secret Pending Show' }) },
      alice.cookie,
    );
    expect(edited.body.data?.updateUserFontsInUse.status).toBe('PENDING');
    const hidden = await send<{ readFontsInUse: { nodes: { url: string }[] } }>(PUBLIC, { url: project.url });
    expect(hidden.body.data?.readFontsInUse.nodes).toEqual([]);
  });

  it('needs a valid captcha to create (code 5) and stores nothing without one', async () => {
    const before = (await rowsOf(alice.id)).length;
    expect(codeOf(await create(full(), alice.cookie, null))).toBe(5);
    expect(codeOf(await create(full(), alice.cookie, 'forged'))).toBe(5);
    expect(await rowsOf(alice.id)).toHaveLength(before);
  });

  it('refuses out-of-limit input with code 103 and the message on its field', async () => {
    const before = (await rowsOf(alice.id)).length;
    const notAnImage = `uploads/${'b'.repeat(64)}.png`;
    await app.storage.put(notAnImage, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png');
    const elevenFamilies = Array.from({ length: 11 }, (_, i) => String(i + 1));
    const elevenImages = Array.from(
      { length: USER_FONTS_IN_USE_LIMITS.maxImages + 1 },
      (_, i) => `uploads/${i.toString(16).padStart(64, 'c')}.png`,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ title: 'a'.repeat(121) }, 'title'],
      [{ description: 'a'.repeat(2001) }, 'description'],
      [{ designerUrl: 'javascript:alert(1)' }, 'designerUrl'],
      [{ designerUrl: 'studio.example' }, 'designerUrl'],
      [{ year: 1899 }, 'year'],
      [{ year: nextYear + 1 }, 'year'],
      [{ category: 'Spaceships' }, 'category'],
      [{ output: 'Telepathy' }, 'output'],
      [{ country: 'XX' }, 'country'],
      [{ languages: ['en', 'klingon'] }, 'languages'],
      [{ families: [] }, 'families'],
      [{ families: elevenFamilies }, 'families'],
      [{ families: ['999999'] }, 'families'],
      [{ images: [] }, 'images'],
      [{ images: elevenImages }, 'images'],
      [{ images: ['fonts/secret.woff2'] }, 'images'],
      [{ images: [`uploads/${'0'.repeat(64)}.png`] }, 'images'],
      [{ images: [notAnImage] }, 'images'],
    ];
    for (const [change, field] of cases) {
      const response = await create(full(change));
      expect(codeOf(response), JSON.stringify(change)).toBe(103);
      expect(Object.keys(fieldsOf(response) ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    const several = await create(full({ title: '', year: 1800, images: [] }));
    expect(Object.keys(fieldsOf(several) ?? {}).sort()).toEqual(['images', 'title', 'year']);
    // The edges are allowed.
    const edges = await create(
      full({ title: 'a'.repeat(120), description: 'd'.repeat(2000), year: nextYear, images: [images[2]] }),
    );
    expect(edges.body.errors).toBeUndefined();
    expect(await rowsOf(alice.id)).toHaveLength(before + 1);
    const edgeId = edges.body.data?.createUserFontsInUse.id;
    await send(DELETE, { id: edgeId }, alice.cookie);
  });

  it('replaces the images and families wholesale on update and keeps the url', async () => {
    const created = (await create(full({ title: 'Replace Me' }))).body.data?.createUserFontsInUse;
    if (!created) throw new Error('not created');
    const updated = await send<{ updateUserFontsInUse: Project }>(
      UPDATE,
      {
        id: created.id,
        data: full({ title: 'Replaced', images: [images[2]], families: [familyIds.inter], year: null }),
      },
      alice.cookie,
    );
    expect(updated.body.errors).toBeUndefined();
    const project = updated.body.data?.updateUserFontsInUse;
    expect(project).toMatchObject({ id: created.id, url: created.url, title: 'Replaced', year: null });
    expect(project?.images.map(({ width, height }) => [width, height])).toEqual([[64, 16]]);
    expect(project?.fileIDs).toEqual([images[2]]);
    expect(project?.families.map((family) => family.url)).toEqual(['inter']);
    const links = await app.database.db
      .select()
      .from(fontsInUseFamilies)
      .where(eq(fontsInUseFamilies.fontsInUseId, Number(created.id)));
    expect(links.map((link) => link.familyId)).toEqual([Number(familyIds.inter)]);
    const read = await send<{ readUserFontsInUseProject: Project }>(ONE, { id: created.id }, alice.cookie);
    expect(read.body.data?.readUserFontsInUseProject.images).toHaveLength(1);
    // A refused update changes nothing.
    const refused = await send(UPDATE, { id: created.id, data: full({ images: [] }) }, alice.cookie);
    expect(codeOf(refused)).toBe(103);
    const after = await send<{ readUserFontsInUseProject: Project }>(ONE, { id: created.id }, alice.cookie);
    expect(after.body.data?.readUserFontsInUseProject.title).toBe('Replaced');
  });

  it("lists the owner's projects newest first, paged and by status", async () => {
    const carol = await signUp(app, 'carol-fiu@example.com');
    for (const title of ['First', 'Second', 'Third']) await create(full({ title }), carol.cookie);
    const first = await send<{
      readUserFontsInUse: { nodes: Project[]; pageInfo: { hasNextPage: boolean } };
    }>(LIST, { page: 1, pageSize: 2 }, carol.cookie);
    expect(first.body.data?.readUserFontsInUse.nodes.map((node) => node.title)).toEqual(['Third', 'Second']);
    expect(first.body.data?.readUserFontsInUse.pageInfo.hasNextPage).toBe(true);
    const second = await send<{
      readUserFontsInUse: { nodes: Project[]; pageInfo: { hasNextPage: boolean } };
    }>(LIST, { page: 2, pageSize: 2 }, carol.cookie);
    expect(second.body.data?.readUserFontsInUse.nodes.map((node) => node.title)).toEqual(['First']);
    expect(second.body.data?.readUserFontsInUse.pageInfo.hasNextPage).toBe(false);
    const published = await send<{ readUserFontsInUse: { nodes: Project[] } }>(
      LIST,
      { status: 'PUBLISHED' },
      carol.cookie,
    );
    expect(published.body.data?.readUserFontsInUse.nodes).toEqual([]);
    // The status is the PublicationStatus enum: an unknown value never reaches the resolver.
    const unknown = await send(LIST, { status: 'SHOUTING' }, carol.cookie);
    expect(unknown.body.data).toBeUndefined();
    expect(unknown.body.errors?.[0]?.message).toMatch(/PublicationStatus/);
  });

  it("never shows, changes or deletes another customer's project, and needs a session", async () => {
    const project = (await create(full({ title: 'Alice Only' }))).body.data?.createUserFontsInUse;
    if (!project) throw new Error('not created');
    const list = await send<{ readUserFontsInUse: { nodes: Project[] } }>(LIST, {}, bob.cookie);
    expect(list.body.data?.readUserFontsInUse.nodes).toEqual([]);
    expect(codeOf(await send(ONE, { id: project.id }, bob.cookie))).toBe(103);
    expect(
      codeOf(await send(UPDATE, { id: project.id, data: full({ title: 'Bob was here' }) }, bob.cookie)),
    ).toBe(103);
    expect(codeOf(await send(DELETE, { id: project.id }, bob.cookie))).toBe(103);
    for (const id of ['0', '-1', 'abc', '99999999999']) {
      expect(codeOf(await send(ONE, { id }, alice.cookie)), id).toBe(103);
    }
    const [row] = await app.database.db
      .select()
      .from(fontsInUse)
      .where(eq(fontsInUse.id, Number(project.id)));
    expect(row).toMatchObject({ title: 'Alice Only', userId: Number(alice.id) });

    expect(codeOf(await send(LIST, {}))).toBe(1);
    expect(codeOf(await send(ONE, { id: project.id }))).toBe(1);
    expect(codeOf(await send(CREATE, { data: full(), token: DEV_CAPTCHA_TOKEN }))).toBe(1);
    expect(codeOf(await send(UPDATE, { id: project.id, data: full() }))).toBe(1);
    expect(codeOf(await send(DELETE, { id: project.id }))).toBe(1);
  });

  it('deletes the owner’s project with its family links', async () => {
    const project = (await create(full({ title: 'Short Lived' }))).body.data?.createUserFontsInUse;
    if (!project) throw new Error('not created');
    const deleted = await send<{ deleteUserFontsInUse: boolean }>(DELETE, { id: project.id }, alice.cookie);
    expect(deleted.body.data?.deleteUserFontsInUse).toBe(true);
    expect(codeOf(await send(ONE, { id: project.id }, alice.cookie))).toBe(103);
    const links = await app.database.db
      .select()
      .from(fontsInUseFamilies)
      .where(eq(fontsInUseFamilies.fontsInUseId, Number(project.id)));
    expect(links).toEqual([]);
    expect(codeOf(await send(DELETE, { id: project.id }, alice.cookie))).toBe(103);
  });
});

describe('the fonts-in-use upload route and the browser', () => {
  it('answers the preflight a browser sends before an upload whose progress it watches', async () => {
    const app = await createAccountTestApp();
    try {
      const response = await app.fetch(`${API_URL}/fontsinuse/upload`, {
        method: 'OPTIONS',
        headers: {
          origin: WEB_ORIGIN,
          'access-control-request-method': 'POST',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods') ?? '').toContain('POST');
    } finally {
      await app.close();
    }
  });
});
