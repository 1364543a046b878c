import { families, stories } from '@foundry/db';
import { eq, inArray } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { createCachedTestApp } from './cached-test-app.ts';

const SAVE = /* GraphQL */ `
  mutation ($id: ID!, $input: StoryPresentationInput!) {
    saveStoryPresentation(id: $id, input: $input) {
      id theme backgroundColor movieUrl movieDuration seriesId seriesPosition translationOfId featuredFamilyIds
      thumbnail { key width height alt }
    }
  }
`;
const SAVE_SERIES = /* GraphQL */ `
  mutation ($id: ID, $title: String!, $url: String!) { saveStorySeries(id: $id, title: $title, url: $url) { id title url } }
`;
const PUBLIC_STORY = /* GraphQL */ `
  query ($url: String!) {
    readStories(url: $url) {
      nodes {
        theme backgroundColor movieUrl movieDuration
        thumbnail { width height alt }
        series { title stories { url } }
        translations { url language }
        featuredFamilies { url }
      }
    }
  }
`;
const AUDIT =
  'query ($id: String) { auditLog(entityType: "story", entityId: $id) { nodes { action before after } } }';

type Saved = { saveStoryPresentation: Record<string, unknown> };
type PublicStory = {
  theme: string;
  backgroundColor: string | null;
  movieUrl: string | null;
  movieDuration: number | null;
  thumbnail: { width: number; height: number; alt: string } | null;
  series: { title: string; stories: { url: string }[] } | null;
  translations: { url: string; language: string }[];
  featuredFamilies: { url: string }[];
};

const base = { theme: 'light', featuredFamilyIds: [] as string[] };

describe('back-office story presentation: theme, colour, thumbnail, movie, series, translations, families', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  let support: string;
  let owner: string; // the audit log is the owner's to read
  const ids = new Map<string, string>();
  const familyIds = new Map<string, string>();

  beforeAll(async () => {
    // The response cache on, as in production: a save must renew the cached public reads.
    ({ app, close } = await createCachedTestApp('admin-story-presentation'));
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
    owner = await signInAs(app, 'owner');
    const db = app.database.db;
    const rows = await db
      .insert(stories)
      .values([
        { type: 'BLOG', title: 'Kerning, part one', url: 'kerning-one', date: '2026-01-01', language: 'en' },
        { type: 'BLOG', title: 'Kerning, part two', url: 'kerning-two', date: '2026-01-08', language: 'en' },
        {
          type: 'BLOG',
          title: 'Vyrovnání, první díl',
          url: 'vyrovnani-jedna',
          date: '2026-01-02',
          language: 'cs',
        },
        {
          type: 'BLOG',
          title: 'Unterschneidung',
          url: 'unterschneidung',
          date: '2026-01-03',
          language: 'de',
        },
        { type: 'BLOG', title: 'Kerning again', url: 'kerning-again', date: '2026-01-04', language: 'en' },
      ])
      .returning({ id: stories.id, url: stories.url });
    for (const row of rows) ids.set(row.url, String(row.id));
    const familyRows = await db
      .select({ id: families.id, url: families.url })
      .from(families)
      .where(inArray(families.url, ['inter', 'vollkorn']));
    for (const row of familyRows) familyIds.set(row.url, String(row.id));
  });
  afterAll(() => close?.());

  const save = (url: string, input: Record<string, unknown>, cookie = editor) =>
    adminSend<Saved>(app, SAVE, { id: ids.get(url), input: { ...base, ...input } }, cookie);
  const publicStory = async (url: string) => {
    const answer = await app.graphql<{ readStories: { nodes: PublicStory[] } }>(PUBLIC_STORY, { url });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.readStories.nodes[0];
  };

  it('saves the look, thumbnail, movie and families; the cached public read renews', async () => {
    expect((await publicStory('kerning-one'))?.theme).toBe('light'); // now cached
    const saved = await save('kerning-one', {
      theme: 'dark',
      backgroundColor: ' #0B1F3A ',
      thumbnail: { key: 'images/kerning.png', width: 480, height: 320, alt: 'Kerned pairs' },
      movieUrl: 'https://example.com/kerning.mp4',
      movieDuration: 95,
      featuredFamilyIds: [familyIds.get('vollkorn'), familyIds.get('inter')],
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveStoryPresentation).toMatchObject({
      theme: 'dark',
      backgroundColor: '#0b1f3a',
      movieDuration: 95,
      featuredFamilyIds: [familyIds.get('vollkorn'), familyIds.get('inter')],
    });
    // On PostgreSQL the write reaches the response cache by NOTIFY a moment after the commit.
    await expect
      .poll(() => publicStory('kerning-one'))
      .toMatchObject({
        theme: 'dark',
        backgroundColor: '#0b1f3a',
        movieUrl: 'https://example.com/kerning.mp4',
        movieDuration: 95,
        thumbnail: { width: 480, height: 320, alt: 'Kerned pairs' },
        featuredFamilies: [{ url: 'vollkorn' }, { url: 'inter' }],
      });
    const audit = await adminSend<{
      auditLog: { nodes: { action: string; after: string }[] };
    }>(app, AUDIT, { id: ids.get('kerning-one') }, owner);
    const [row] = audit.body.data?.auditLog.nodes ?? [];
    expect(row?.action).toBe('story.update');
    // The audit row keeps the fields as JSON text, the family ids among them.
    expect(JSON.parse(String(row?.after))).toMatchObject({
      theme: 'dark',
      backgroundColor: '#0b1f3a',
      movieDurationSeconds: 95,
      featuredFamilyIds: [Number(familyIds.get('vollkorn')), Number(familyIds.get('inter'))],
    });
  });

  it('adds a series and sets its parts in order', async () => {
    const created = await adminSend<{ saveStorySeries: { id: string } }>(
      app,
      SAVE_SERIES,
      { title: 'Kerning', url: 'kerning' },
      editor,
    );
    expect(created.body.errors).toBeUndefined();
    const seriesId = created.body.data?.saveStorySeries.id;
    const taken = await adminSend(app, SAVE_SERIES, { title: 'Again', url: 'kerning' }, editor);
    expect(taken.body.errors?.[0]?.extensions?.fields).toEqual({ url: 'Another series has this address.' });
    expect((await save('kerning-two', { seriesId, seriesPosition: 2 })).body.errors).toBeUndefined();
    expect((await save('kerning-again', { seriesId, seriesPosition: 3 })).body.errors).toBeUndefined();
    expect((await save('kerning-one', { seriesId, seriesPosition: 1 })).body.errors).toBeUndefined();
    await expect
      .poll(() => publicStory('kerning-two'))
      .toMatchObject({
        series: {
          title: 'Kerning',
          stories: [{ url: 'kerning-one' }, { url: 'kerning-two' }, { url: 'kerning-again' }],
        },
      });
    const noPart = await save('kerning-two', { seriesId });
    expect(noPart.body.errors?.[0]?.extensions?.fields).toMatchObject({ seriesPosition: expect.any(String) });
  });

  it('links translations to one original, and refuses a second version in one language', async () => {
    const one = ids.get('kerning-one');
    expect((await save('vyrovnani-jedna', { translationOfId: one })).body.errors).toBeUndefined();
    // Naming a translation names its original: the group stays one level deep.
    const german = await save('unterschneidung', { translationOfId: ids.get('vyrovnani-jedna') });
    expect(german.body.data?.saveStoryPresentation.translationOfId).toBe(one);
    await expect
      .poll(async () => (await publicStory('kerning-one'))?.translations)
      .toEqual([
        { url: 'vyrovnani-jedna', language: 'cs' },
        { url: 'unterschneidung', language: 'de' },
      ]);
    const sameLanguage = await save('kerning-again', { translationOfId: one });
    expect(sameLanguage.body.errors?.[0]?.extensions?.fields).toEqual({
      translationOfId: 'That story already has a version in “en”.',
    });
    const itself = await save('kerning-one', { translationOfId: ids.get('vyrovnani-jedna') });
    expect(itself.body.errors?.[0]?.extensions?.fields).toEqual({
      translationOfId: 'A story is not a translation of itself.',
    });
  });

  it('refuses bad values field by field and keeps the story as it was', async () => {
    const refused = await save('kerning-again', {
      theme: 'sepia',
      backgroundColor: 'red; background:url(x)',
      thumbnail: { key: '../secret', width: 0, height: 10, alt: ' ' },
      movieUrl: 'javascript:alert(1)',
      movieDuration: -5,
      featuredFamilyIds: ['999999'],
    });
    expect(adminCodeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({
      theme: 'Choose one of: dark, light.',
      backgroundColor: 'A hex colour such as #0b1f3a.',
      thumbnail: 'Give the stored image (its key, e.g. stories/thumb.jpg).',
      thumbnailAlt: 'Describe the image for those who cannot see it.',
      movieUrl: 'An address starting with https://.',
      movieDuration: 'Whole seconds, at most a day.',
    });
    const unknownFamily = await save('kerning-again', { featuredFamilyIds: ['999999'] });
    expect(unknownFamily.body.errors?.[0]?.extensions?.fields).toEqual({
      featuredFamilyIds: 'One of the families does not exist any more.',
    });
    const [row] = await app.database.db.select().from(stories).where(eq(stories.url, 'kerning-again'));
    expect(row?.theme).toBe('light');
  });

  it('refuses support (no editorial.write) and an unknown story', async () => {
    const refused = await save('kerning-one', { theme: 'light' }, support);
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(refused.body.data ?? null).toBeNull();
    const series = await adminSend(app, SAVE_SERIES, { title: 'Nope', url: 'nope' }, support);
    expect(adminCodeOf(series)).toBe(STAFF_ERROR.FORBIDDEN);
    const missing = await adminSend(app, SAVE, { id: '999999', input: base }, editor);
    expect(adminCodeOf(missing)).toBe(STAFF_ERROR.NOT_FOUND);
  });
});
