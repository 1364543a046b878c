import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, fieldsOf, sender, signUp } from './account-helpers.ts';
import type { TestApp } from './harness.ts';
import { CREATE, catalogueFonts, type ProjectView, waitForGeneration } from './webfonts-helpers.ts';

/** A web font domain may have a scheme and a leading wildcard (docs/webfonts.md, "Domains"). */
describe('web font project domains with a scheme or a wildcard', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let owner: { id: string; cookie: string };

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    owner = await signUp(app, 'wildcard-owner@example.com');
  });
  afterAll(() => app.close());

  const create = async (domains: string[]) => {
    const fonts = await catalogueFonts(app);
    return send<{ createWebfontsProject: ProjectView }>(
      CREATE,
      { title: 'Wildcard site', type: 'regular', domains, fonts: [{ styleID: String(fonts.style.id) }] },
      owner.cookie,
    );
  };

  it('stores https://example.com as its host and *.example.org as a wildcard; the kit honours the wildcard', async () => {
    const created = await create(['https://Example.com/', '*.example.org']);
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data?.createWebfontsProject.id as string;
    expect(created.body.data?.createWebfontsProject.domains.sort()).toEqual(['*.example.org', 'example.com']);

    const project = await waitForGeneration(app, owner.cookie, id);
    const cssPath = new URL(project.cssUrl as string).pathname;
    const statusFor = async (origin: string) => (await app.fetch(cssPath, { headers: { origin } })).status;
    expect(await statusFor('https://example.com')).toBe(200);
    expect(await statusFor('https://shop.example.org')).toBe(200);
    expect(await statusFor('https://a.b.example.org')).toBe(200);
    // The wildcard is for subdomains only, and never for a look-alike.
    expect(await statusFor('https://example.org')).toBe(403);
    expect(await statusFor('https://evilexample.org')).toBe(403);
    expect(await statusFor('https://example.org.evil.net')).toBe(403);
  }, 120_000);

  it('still refuses paths, ports, a wildcard over a top-level domain and other schemes (103)', async () => {
    for (const bad of [
      'https://example.com/page',
      'example.com:8080',
      '*.com',
      'ftp://example.com',
      '*example.com',
    ]) {
      const response = await create([bad]);
      expect(codeOf(response), bad).toBe(103);
      expect(Object.keys(fieldsOf(response) ?? {}), bad).toEqual(['domains']);
    }
  });
});
