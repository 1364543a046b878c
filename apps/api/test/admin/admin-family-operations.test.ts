import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { families, fontFiles, styles, variableFonts } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../account-helpers.ts';
import { fontMagic } from '../fonts.ts';
import type { TestApp } from '../harness.ts';
import { ADMIN_ORIGIN, adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const seedFonts = fileURLToPath(new URL('../../../../packages/db/seed/fonts/', import.meta.url));

/** Real font files of the demo catalogue, as a browser would post them. */
async function demoFile(folder: string, name: string): Promise<File> {
  return new File([await readFile(join(seedFonts, folder, name))], name);
}

async function postImport(
  app: TestApp,
  fields: Record<string, string>,
  files: File[],
  cookie?: string,
  origin = ADMIN_ORIGIN,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of files) form.append('files', file);
  const response = await app.fetch('/admin/family-imports', {
    method: 'POST',
    headers: { origin, ...(cookie ? { cookie } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer };
}

type ImportAnswer = {
  family?: { id: string; url: string; title: string };
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
};

const PUBLIC_FAMILY = 'query ($url: String) { readFamilies(url: $url) { nodes { id title } } }';
const FAMILY = /* GraphQL */ `
  query ($id: ID!) {
    family(id: $id) {
      id url title summary designInformation categories published preRelease hasWeightCalculator
      hasWeightAxis defaultEncodingId encodings { id url } pairingIds relatedIds
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: FamilyEditInput!) {
    updateFamily(id: $id, input: $input) { id title summary categories pairingIds relatedIds hasWeightCalculator }
  }
`;
const PUBLISH =
  'mutation ($id: ID!, $on: Boolean!) { setFamilyPublished(id: $id, published: $on) { published } }';
const AUDIT =
  'query ($id: String) { auditLog(entityType: "family", entityId: $id) { nodes { action after } } }';
const PAIRINGS = 'query ($id: ID!) { readFamilyPairings(familyID: $id) { url } }';

describe('back-office families: import, edit, publish', () => {
  let app: TestApp;
  let owner: string;
  let editor: string;
  let support: string;
  beforeAll(async () => {
    app = await createAccountTestApp();
    [owner, editor, support] = [
      await signInAs(app, 'owner'),
      await signInAs(app, 'editor'),
      await signInAs(app, 'support'),
    ];
  });
  afterAll(() => app.close());

  it('adds an unpublished family from uploaded font files through the add-family import', async () => {
    const files = [
      await demoFile('vollkorn', 'Vollkorn-Regular.woff2'),
      await demoFile('vollkorn', 'Vollkorn-Bold.woff2'),
      await demoFile('vollkorn', 'LICENSE.txt'),
      await demoFile('geist-mono', 'GeistMono-Variable.woff2'),
    ];
    const answer = await postImport(app, { title: 'Upload Serif', published: 'false' }, files, editor);
    expect(answer.status).toBe(200);
    expect(answer.body.family).toMatchObject({ url: 'upload-serif', title: 'Upload Serif' });
    const id = Number(answer.body.family?.id);

    const db = app.database.db;
    const [row] = await db.select().from(families).where(eq(families.id, id));
    expect(row?.published).toBe(false);
    expect(row?.fontLicenceText).toContain('SIL Open Font License');
    const styleRows = await db.select().from(styles).where(eq(styles.familyId, id));
    expect(styleRows.map((style) => style.weight).sort()).toEqual(expect.arrayContaining([400, 700]));
    const [variable] = await db.select().from(variableFonts).where(eq(variableFonts.familyId, id));
    expect(variable).toBeDefined();
    // Stored as WOFF2 in the API's file store, under the key the row names.
    const [stored] = await db
      .select()
      .from(fontFiles)
      .where(eq(fontFiles.id, styleRows[0]?.fontFileId ?? -1));
    const bytes = await app.storage.get(stored?.storageKey ?? '');
    expect(bytes && fontMagic(bytes)).toBe('woff2');

    // Unpublished: no public read shows it.
    const hidden = await app.graphql(PUBLIC_FAMILY, { url: 'upload-serif' });
    expect(hidden.body.data).toEqual({ readFamilies: { nodes: [] } });

    const audit = await adminSend(app, AUDIT, { id: String(id) }, owner);
    expect(audit.body.data).toMatchObject({ auditLog: { nodes: [{ action: 'family.import' }] } });
  });

  it('refuses files that are not fonts by their bytes, too many or empty uploads, and a taken URL', async () => {
    const renamed = new File([new TextEncoder().encode('<html>not a font</html>')], 'Evil.woff2');
    const notFont = await postImport(app, { title: 'Evil' }, [renamed], editor);
    expect(notFont.status).toBe(400);
    expect(notFont.body.errors?.[0]?.extensions.fields?.files).toMatch(/Evil\.woff2 is not an OTF/);

    const regular = await demoFile('vollkorn', 'Vollkorn-Regular.woff2');
    const many = await postImport(
      app,
      { title: 'Many' },
      Array.from({ length: 41 }, () => regular),
      editor,
    );
    expect(many.body.errors?.[0]?.extensions.fields?.files).toMatch(/at most 40 files/);

    const none = await postImport(app, { title: 'None' }, [], editor);
    expect(none.body.errors?.[0]?.extensions.fields?.files).toMatch(/Choose the font files/);

    const taken = await postImport(app, { title: 'Vollkorn', url: 'vollkorn' }, [regular], editor);
    expect(taken.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: 'A family with this URL exists already.' },
    });
    const badUrl = await postImport(app, { title: 'X', url: 'Not A Slug' }, [regular], editor);
    expect(badUrl.body.errors?.[0]?.extensions.fields?.url).toMatch(/lower-case/);
  });

  it('refuses support, no session and another origin before reading the files', async () => {
    const regular = await demoFile('vollkorn', 'Vollkorn-Regular.woff2');
    const asSupport = await postImport(app, { title: 'By Support' }, [regular], support);
    expect(asSupport.status).toBe(403);
    expect(asSupport.body.errors?.[0]?.extensions.code).toBe(STAFF_ERROR.FORBIDDEN);
    const anonymous = await postImport(app, { title: 'By Nobody' }, [regular]);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions.code).toBe(STAFF_ERROR.UNAUTHENTICATED);
    const elsewhere = await postImport(
      app,
      { title: 'Cross Site' },
      [regular],
      owner,
      'http://localhost:3000',
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN_ORIGIN');
    const [row] = await app.database.db.select().from(families).where(eq(families.url, 'by-support'));
    expect(row).toBeUndefined();
  });

  it('edits texts, categories and chosen pairings, publishes, and the public reads follow at once', async () => {
    const files = [await demoFile('vollkorn', 'Vollkorn-Italic.woff2')];
    const imported = await postImport(app, { title: 'Edit Me', published: 'false' }, files, owner);
    const id = imported.body.family?.id ?? '';
    const vollkorn = await app.graphql(PUBLIC_FAMILY, { url: 'vollkorn' });
    const vollkornId = (vollkorn.body.data as { readFamilies: { nodes: { id: string }[] } }).readFamilies
      .nodes[0]?.id;

    const input = {
      title: '  Edited Serif ',
      summary: 'A summary staff wrote.',
      designInformation: 'Drawn for the test.',
      categories: ['smart', 'smart', 'legibility'],
      preRelease: false,
      hasWeightCalculator: false,
      pairingIds: [vollkornId],
      relatedIds: [],
    };
    const updated = await adminSend(app, UPDATE, { id, input }, editor);
    expect(updated.body.data).toEqual({
      updateFamily: {
        id,
        title: 'Edited Serif',
        summary: 'A summary staff wrote.',
        categories: ['smart', 'legibility'],
        pairingIds: [vollkornId],
        relatedIds: [],
        hasWeightCalculator: false,
      },
    });

    const refused = await adminSend(
      app,
      UPDATE,
      {
        id,
        input: { ...input, title: '', categories: ['Not ok'], hasWeightCalculator: true, relatedIds: [id] },
      },
      editor,
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        title: expect.any(String),
        categories: expect.any(String),
        hasWeightCalculator: 'The weight calculator needs a variable font with a weight axis.',
        relatedIds: 'A family cannot be chosen for itself.',
      },
    });
    const bySupport = await adminSend(app, UPDATE, { id, input }, support);
    expect(adminCodeOf(bySupport)).toBe(STAFF_ERROR.FORBIDDEN);

    // Warm the public answer (and its response cache) while the family is unpublished.
    expect((await app.graphql(PUBLIC_FAMILY, { url: 'edit-me' })).body.data).toEqual({
      readFamilies: { nodes: [] },
    });
    const published = await adminSend(app, PUBLISH, { id, on: true }, editor);
    expect(published.body.data).toEqual({ setFamilyPublished: { published: true } });
    const shown = await app.graphql(PUBLIC_FAMILY, { url: 'edit-me' });
    expect(shown.body.data).toEqual({ readFamilies: { nodes: [{ id, title: 'Edited Serif' }] } });
    const pairings = await app.graphql(PAIRINGS, { id });
    expect(pairings.body.data).toEqual({ readFamilyPairings: [{ url: 'vollkorn' }] });

    const again = await adminSend(app, PUBLISH, { id, on: true }, editor);
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.CONFLICT);
    await adminSend(app, PUBLISH, { id, on: false }, owner);
    expect((await app.graphql(PUBLIC_FAMILY, { url: 'edit-me' })).body.data).toEqual({
      readFamilies: { nodes: [] },
    });

    const audit = await adminSend(app, AUDIT, { id }, owner);
    const actions = (audit.body.data as { auditLog: { nodes: { action: string }[] } }).auditLog.nodes.map(
      (node) => node.action,
    );
    expect(actions).toEqual(['family.unpublish', 'family.publish', 'family.update', 'family.import']);
  });

  it('reads a family for editing, and answers not found for an unknown id', async () => {
    const list = await adminSend(app, 'query { families(search: "vollk") { url published } }', {}, editor);
    expect(list.body.data).toEqual({ families: [{ url: 'vollkorn', published: true }] });
    const missing = await adminSend(app, FAMILY, { id: '99999999999' }, editor);
    expect(adminCodeOf(missing)).toBe(STAFF_ERROR.NOT_FOUND);
  });
});
