import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { createCachedTestApp } from './cached-test-app.ts';

const SAVE = /* GraphQL */ `
  mutation ($id: ID, $input: PressItemInput!) {
    savePressItem(id: $id, input: $input) { id title author year category publicationName url downloadUrl languages }
  }
`;
const DELETE = 'mutation ($id: ID!) { deletePressItem(id: $id) }';
const LIST = 'query { adminPressItems { id title year } }';
const PUBLIC_PRESS = /* GraphQL */ `
  query { readStaticPages(url: "press") { nodes { ... on PressStaticPage { pressItems { title year languages } } } } }
`;
const AUDIT =
  'query ($id: String) { auditLog(entityType: "press-item", entityId: $id) { nodes { action before after } } }';

type Saved = { savePressItem: { id: string; title: string; languages: string[] } };

const input = {
  title: 'Letters for the night train',
  author: 'Jana Nováková',
  year: 2026,
  category: 'Interview',
  publicationName: 'Rail & Type',
  url: 'https://example.com/rail-and-type/night-train',
  downloadUrl: null,
  languages: ['cs', 'EN', 'cs'],
};

describe('back-office press items', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  beforeAll(async () => {
    // The response cache on: a saved item must reach the cached press page.
    ({ app, close } = await createCachedTestApp('admin-press'));
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => close?.());

  const publicTitles = async () => {
    const answer = await app.graphql<{
      readStaticPages: { nodes: { pressItems?: { title: string; year: number }[] }[] };
    }>(PUBLIC_PRESS);
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data?.readStaticPages.nodes[0]?.pressItems ?? []).map((item) => item.title);
  };

  it('adds an item the press page lists, edits it and deletes it, each with one audit row', async () => {
    expect(await publicTitles()).not.toContain(input.title); // the page is cached without it
    const created = await adminSend<Saved>(app, SAVE, { input }, editor);
    expect(created.body.errors).toBeUndefined();
    const item = created.body.data?.savePressItem;
    expect(item).toMatchObject({ title: input.title, category: 'interview', languages: ['cs', 'en'] });
    // On PostgreSQL the change reaches the cache by NOTIFY, a moment after the write commits: wait for it.
    await expect.poll(() => publicTitles()).toContain(input.title);

    const edited = await adminSend<Saved>(
      app,
      SAVE,
      { id: item?.id, input: { ...input, title: 'Letters for the sleeper train' } },
      editor,
    );
    expect(edited.body.data?.savePressItem.title).toBe('Letters for the sleeper train');
    await expect.poll(() => publicTitles()).toContain('Letters for the sleeper train');
    await expect.poll(() => publicTitles()).not.toContain(input.title);

    const listed = await adminSend<{ adminPressItems: { id: string }[] }>(app, LIST, {}, editor);
    expect(listed.body.data?.adminPressItems.map((row) => row.id)).toContain(item?.id);

    const deleted = await adminSend(app, DELETE, { id: item?.id }, editor);
    expect(deleted.body.data).toEqual({ deletePressItem: true });
    await expect.poll(() => publicTitles()).not.toContain('Letters for the sleeper train');
    const again = await adminSend(app, DELETE, { id: item?.id }, editor);
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.NOT_FOUND);

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{ auditLog: { nodes: { action: string; after: unknown }[] } }>(
      app,
      AUDIT,
      { id: item?.id },
      owner,
    );
    expect(audit.body.data?.auditLog.nodes.map((row) => row.action)).toEqual([
      'press.delete',
      'press.update',
      'press.create',
    ]);
    expect(audit.body.data?.auditLog.nodes[0]?.after).toBeNull();
  });

  it('refuses malformed fields together, keyed by field, and writes nothing', async () => {
    const answer = await adminSend(
      app,
      SAVE,
      {
        input: {
          ...input,
          title: ' ',
          year: 1850,
          category: 'two words',
          url: 'javascript:alert(1)',
          downloadUrl: '//elsewhere.example/file.pdf',
          languages: ['english'],
        },
      },
      editor,
    );
    expect(adminCodeOf(answer)).toBe('BAD_USER_INPUT');
    expect(Object.keys(answer.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'category',
      'downloadUrl',
      'languages',
      'title',
      'url',
      'year',
    ]);
    expect(await publicTitles()).not.toContain(' ');
  });

  it('accepts a download on the shop’s own site', async () => {
    const answer = await adminSend<{ savePressItem: { downloadUrl: string } }>(
      app,
      SAVE,
      { input: { ...input, url: null, downloadUrl: '/files/press/night-train.pdf' } },
      editor,
    );
    expect(answer.body.data?.savePressItem.downloadUrl).toBe('/files/press/night-train.pdf');
  });

  it('refuses support and a missing item', async () => {
    const support = await signInAs(app, 'support');
    expect(adminCodeOf(await adminSend(app, LIST, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, SAVE, { input }, support))).toBe(STAFF_ERROR.FORBIDDEN);
    const missing = await adminSend(app, SAVE, { id: '99999999', input }, editor);
    expect(adminCodeOf(missing)).toBe(STAFF_ERROR.NOT_FOUND);
  });
});
