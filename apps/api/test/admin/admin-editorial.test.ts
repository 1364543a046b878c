import { authors } from '@foundry/db';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyPreviewKey } from '../../src/services/story-preview/story-preview-key.ts';
import { signStoryPreview } from '../../src/services/story-preview/story-preview-token.ts';
import { type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { createCachedTestApp } from './cached-test-app.ts';

const SAVE_STORY = /* GraphQL */ `
  mutation ($id: ID, $input: StoryInput!) {
    saveStory(id: $id, input: $input) {
      id status title url wordsCount authorIds
      blocks { kind text level items ordered attribution }
    }
  }
`;
const PUBLISH = 'mutation ($id: ID!) { publishStory(id: $id) { id status } }';
const UNPUBLISH = 'mutation ($id: ID!) { unpublishStory(id: $id) { id status } }';
const PREVIEW_LINK = 'query ($id: ID!) { storyPreviewLink(id: $id) { url expiresAt } }';
const PUBLIC_STORY =
  'query ($url: String!) { readStories(url: $url) { nodes { id title blocks { __typename } } } }';
const PREVIEW = 'query ($token: String!) { readStoryPreview(token: $token) { id title authors { title } } }';
const AUDIT =
  'query ($id: String) { auditLog(entityType: "story", entityId: $id) { nodes { action before after } } }';

type SavedStory = {
  saveStory: { id: string; status: string; url: string; wordsCount: number; blocks: unknown[] };
};

const storyInput = (url: string, authorIds: string[]) => ({
  type: 'BLOG',
  title: 'Drawing a new italic',
  url,
  date: '2026-11-20',
  description: 'How the italic was drawn.',
  language: 'en',
  authorIds,
  blocks: [
    { kind: 'headline', text: 'First sketches', level: 2 },
    { kind: 'paragraph', text: 'We started with a pencil and four words.' },
    { kind: 'list', ordered: true, items: ['Sketch', 'Digitise', ' '] },
    { kind: 'pullquote', text: 'Slant is not italic.', attribution: 'A designer' },
  ],
});

describe('back-office editorial: stories, previews, authors, pages and help', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  let support: string;
  let authorId: string;
  beforeAll(async () => {
    // The response cache on, as in production: publishing must renew the cached public reads.
    ({ app, close } = await createCachedTestApp('admin-editorial'));
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
    const [author] = await app.database.db
      .insert(authors)
      .values({ url: 'ada-test', title: 'Ada Test' })
      .returning({ id: authors.id });
    authorId = String(author?.id);
  });
  afterAll(() => close?.());

  const publicStory = async (url: string) => {
    const answer = await app.graphql<{ readStories: { nodes: { title: string }[] } }>(PUBLIC_STORY, { url });
    return answer.body.data?.readStories.nodes ?? [];
  };

  it('creates a draft that visitors cannot read, publishes it (cached reads renew) and unpublishes it', async () => {
    expect(await publicStory('drawing-a-new-italic')).toEqual([]); // now cached as "no such story"
    const created = await adminSend<SavedStory>(
      app,
      SAVE_STORY,
      { input: storyInput('drawing-a-new-italic', [authorId]) },
      editor,
    );
    expect(created.body.errors).toBeUndefined();
    const story = created.body.data?.saveStory;
    expect(story).toMatchObject({ status: 'PENDING', url: 'drawing-a-new-italic', authorIds: [authorId] });
    // The blank list item is dropped; 2 + 8 + 2 + 4 words.
    expect(story?.blocks).toEqual([
      expect.objectContaining({ kind: 'headline', text: 'First sketches', level: 2 }),
      expect.objectContaining({ kind: 'paragraph' }),
      expect.objectContaining({ kind: 'list', ordered: true, items: ['Sketch', 'Digitise'] }),
      expect.objectContaining({ kind: 'pullquote', attribution: 'A designer' }),
    ]);
    expect(story?.wordsCount).toBe(16);
    await expect.poll(() => publicStory('drawing-a-new-italic')).toEqual([]);

    const published = await adminSend(app, PUBLISH, { id: story?.id }, editor);
    expect(published.body.data).toEqual({ publishStory: { id: story?.id, status: 'PUBLISHED' } });
    // On PostgreSQL the change reaches the cache by NOTIFY, a moment after the write commits: wait for it.
    await expect
      .poll(() => publicStory('drawing-a-new-italic'))
      .toEqual([
        expect.objectContaining({
          title: 'Drawing a new italic',
          blocks: [
            { __typename: 'StoryHeadlineBlock' },
            { __typename: 'StoryParagraphBlock' },
            { __typename: 'StoryListBlock' },
            { __typename: 'StoryPullquoteBlock' },
          ],
        }),
      ]);

    const edited = await adminSend<SavedStory>(
      app,
      SAVE_STORY,
      { id: story?.id, input: { ...storyInput('drawing-a-new-italic', []), title: 'Drawing an italic' } },
      editor,
    );
    expect(edited.body.data?.saveStory).toMatchObject({ status: 'PUBLISHED', authorIds: [] });
    await expect
      .poll(() => publicStory('drawing-a-new-italic'))
      .toEqual([expect.objectContaining({ title: 'Drawing an italic' })]);

    await adminSend(app, UNPUBLISH, { id: story?.id }, editor);
    await expect.poll(() => publicStory('drawing-a-new-italic')).toEqual([]);

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{ auditLog: { nodes: { action: string }[] } }>(
      app,
      AUDIT,
      { id: story?.id },
      owner,
    );
    expect(audit.body.data?.auditLog.nodes.map((row) => row.action)).toEqual([
      'story.unpublish',
      'story.update',
      'story.publish',
      'story.create',
    ]);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const input = storyInput('Not A Slug', ['999999']);
    input.blocks = [
      { kind: 'paragraph', text: '  ' },
      { kind: 'headline', text: 'Too deep', level: 6 },
      { kind: 'person', text: 'no persons in stories' } as never,
    ];
    const refused = await adminSend(
      app,
      SAVE_STORY,
      { input: { ...input, title: ' ', date: '20.11.2026' } },
      editor,
    );
    expect(adminCodeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({
      title: 'Fill this in.',
      url: expect.stringContaining('lower-case'),
      date: 'Give the date as YYYY-MM-DD.',
      'blocks.0.text': 'Write the text or remove the block.',
      'blocks.1.level': 'A headline is of level 2, 3 or 4.',
      'blocks.2.kind': expect.stringContaining('Choose one of'),
    });
    const unknownAuthor = await adminSend(
      app,
      SAVE_STORY,
      { input: storyInput('unknown-author', ['999999']) },
      editor,
    );
    expect(unknownAuthor.body.errors?.[0]?.extensions?.fields).toEqual({
      authorIds: 'One of the authors does not exist any more.',
    });
    const taken = await adminSend(app, SAVE_STORY, { input: storyInput('drawing-a-new-italic', []) }, editor);
    expect(taken.body.errors?.[0]?.extensions?.fields).toEqual({ url: 'Another story has this address.' });
  });

  it('shows a draft to the holder of a preview link only while the link is valid and unforged', async () => {
    const created = await adminSend<SavedStory>(
      app,
      SAVE_STORY,
      { input: storyInput('secret-draft', [authorId]) },
      editor,
    );
    const id = created.body.data?.saveStory.id as string;
    const link = await adminSend<{ storyPreviewLink: { url: string; expiresAt: string } }>(
      app,
      PREVIEW_LINK,
      { id },
      editor,
    );
    const url = link.body.data?.storyPreviewLink.url ?? '';
    expect(url.startsWith(`${WEB_ORIGIN}/preview/stories/`)).toBe(true);
    const token = url.split('/').at(-1) as string;
    const days = (Date.parse(link.body.data?.storyPreviewLink.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    const preview = async (given: string) =>
      (
        await app.graphql<{ readStoryPreview: { id: string; title: string } | null }>(PREVIEW, {
          token: given,
        })
      ).body.data?.readStoryPreview ?? null;
    expect(await preview(token)).toEqual({
      id,
      title: 'Drawing a new italic',
      authors: [{ title: 'Ada Test' }],
    });
    expect(await publicStory('secret-draft')).toEqual([]);

    const key = await storyPreviewKey(app.config);
    const expired = signStoryPreview(key, Number(id), Math.floor(Date.now() / 1000) - 1);
    expect(await preview(expired)).toBeNull();
    const [storyId, expiry, mac] = token.split('.');
    const otherStory = `${Number(storyId) - 1}.${expiry}.${mac}`;
    expect(await preview(otherStory)).toBeNull();
    const forged = signStoryPreview(Buffer.from('not the server key'), Number(id), Number(expiry));
    expect(await preview(forged)).toBeNull();
    expect(await preview('garbage')).toBeNull();
  });

  it('refuses support staff editorial reads, writes and preview links', async () => {
    const write = await adminSend(app, SAVE_STORY, { input: storyInput('by-support', []) }, support);
    expect(adminCodeOf(write)).toBe(STAFF_ERROR.FORBIDDEN);
    const link = await adminSend(app, PREVIEW_LINK, { id: '1' }, support);
    expect(adminCodeOf(link)).toBe(STAFF_ERROR.FORBIDDEN);
    const list = await adminSend(app, 'query { adminStories { id } }', {}, support);
    expect(adminCodeOf(list)).toBe(STAFF_ERROR.FORBIDDEN);
  });

  it('saves authors, static pages (with person blocks) and help articles', async () => {
    const author = await adminSend<{ saveAuthor: { id: string; title: string } }>(
      app,
      'mutation { saveAuthor(url: "new-writer", title: "New Writer", website: "https://writer.example") { id title } }',
      {},
      editor,
    );
    expect(author.body.data?.saveAuthor.title).toBe('New Writer');
    const badSite = await adminSend(
      app,
      'mutation { saveAuthor(url: "x", title: "X", website: "javascript:alert(1)") { id } }',
      {},
      editor,
    );
    expect(badSite.body.errors?.[0]?.extensions?.fields).toEqual({
      website: 'An address starting with https://.',
    });

    const page = await adminSend<{ saveStaticPage: { id: string; status: string } }>(
      app,
      /* GraphQL */ `mutation ($input: StaticPageInput!) { saveStaticPage(input: $input) { id status } }`,
      {
        input: {
          url: 'our-studio',
          kind: 'team',
          title: 'Our studio',
          blocks: [
            { kind: 'paragraph', text: 'We are **small**.' },
            { kind: 'person', name: 'Ada Test', role: 'Type designer' },
          ],
        },
      },
      editor,
    );
    const pageId = page.body.data?.saveStaticPage.id;
    expect(page.body.data?.saveStaticPage.status).toBe('PENDING');
    const read = 'query { readStaticPages(url: "our-studio") { nodes { title blocks { __typename } } } }';
    expect(
      (await app.graphql<{ readStaticPages: { nodes: unknown[] } }>(read)).body.data?.readStaticPages.nodes,
    ).toEqual([]);
    await adminSend(
      app,
      'mutation ($id: ID!) { publishStaticPage(id: $id) { status } }',
      { id: pageId },
      editor,
    );
    await expect
      .poll(
        async () =>
          (await app.graphql<{ readStaticPages: { nodes: unknown[] } }>(read)).body.data?.readStaticPages
            .nodes,
      )
      .toEqual([
        {
          title: 'Our studio',
          blocks: [{ __typename: 'StoryParagraphBlock' }, { __typename: 'PersonBlock' }],
        },
      ]);

    const section = await adminSend<{ saveHelpItem: { id: string } }>(
      app,
      'mutation { saveHelpItem(url: "editing-help", title: "Editing", body: "", sort: 90) { id } }',
      {},
      editor,
    );
    const article = await adminSend<{ saveHelpItem: { parentId: string } }>(
      app,
      'mutation ($p: ID) { saveHelpItem(parentId: $p, url: "how-to-edit", title: "How to edit", body: "Use **blocks**.", sort: 1) { parentId } }',
      { p: section.body.data?.saveHelpItem.id },
      editor,
    );
    expect(article.body.data?.saveHelpItem.parentId).toBe(section.body.data?.saveHelpItem.id);
    const help = () =>
      app.graphql<{ readHelpItems: { title: string; parent: { url: string } | null }[] }>(
        'query { readHelpItems(url: "how-to-edit") { title parent { url } } }',
      );
    await expect
      .poll(async () => (await help()).body.data?.readHelpItems)
      .toEqual([{ title: 'How to edit', parent: { url: 'editing-help' } }]);
  });
});
