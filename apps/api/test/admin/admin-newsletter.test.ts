import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const SAVE = /* GraphQL */ `
  mutation ($id: ID, $input: NewsletterIssueInput!) {
    saveNewsletterIssue(id: $id, input: $input) { id subject preheader sentAt previewUrl blocks { kind text level items } }
  }
`;
const PUBLISH = 'mutation ($id: ID!) { publishNewsletterIssue(id: $id) { id sentAt } }';
const LIST = 'query { adminNewsletterIssues { id subject sentAt } }';
const PUBLIC = /* GraphQL */ `
  query ($id: ID!) { readNewsletterPreview(id: $id) { subject preheader sentAt blocks { __typename } } }
`;
const AUDIT =
  'query ($id: String) { auditLog(entityType: "newsletter-issue", entityId: $id) { nodes { action after } } }';

type Saved = {
  saveNewsletterIssue: {
    id: string;
    subject: string;
    sentAt: string | null;
    previewUrl: string;
    blocks: unknown[];
  };
};

const input = {
  subject: 'Winter news',
  preheader: 'Two new families and a sale of prints.',
  blocks: [
    { kind: 'headline', text: 'New families', level: 2 },
    { kind: 'paragraph', text: 'Two families joined the shop.' },
    { kind: 'list', ordered: false, items: ['A serif', 'A sans', ''] },
  ],
};

describe('back-office newsletter issues', () => {
  let app: TestApp;
  let editor: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app?.close());

  const web = async (id: string | undefined) => {
    const answer = await app.graphql<{
      readNewsletterPreview: {
        subject: string;
        sentAt: string | null;
        blocks: { __typename: string }[];
      } | null;
    }>(PUBLIC, { id });
    return answer.body.data?.readNewsletterPreview ?? null;
  };

  it('writes a draft its web version shows, edits it and publishes it once', async () => {
    const created = await adminSend<Saved>(app, SAVE, { input }, editor);
    expect(created.body.errors).toBeUndefined();
    const issue = created.body.data?.saveNewsletterIssue;
    expect(issue).toMatchObject({ subject: 'Winter news', sentAt: null });
    expect(issue?.previewUrl).toBe(`${WEB_ORIGIN}/newsletter/${issue?.id}`);
    expect(issue?.blocks).toEqual([
      expect.objectContaining({ kind: 'headline', level: 2 }),
      expect.objectContaining({ kind: 'paragraph' }),
      expect.objectContaining({ kind: 'list', items: ['A serif', 'A sans'] }),
    ]);
    expect(await web(issue?.id)).toMatchObject({
      subject: 'Winter news',
      sentAt: null,
      blocks: [
        { __typename: 'StoryHeadlineBlock' },
        { __typename: 'StoryParagraphBlock' },
        { __typename: 'StoryListBlock' },
      ],
    });

    await adminSend(app, SAVE, { id: issue?.id, input: { ...input, subject: 'Winter news, 2026' } }, editor);
    expect((await web(issue?.id))?.subject).toBe('Winter news, 2026');

    const at = Date.now();
    const published = await adminSend<{ publishNewsletterIssue: { sentAt: string } }>(
      app,
      PUBLISH,
      { id: issue?.id },
      editor,
    );
    expect(published.body.errors).toBeUndefined();
    const sentAt = Date.parse(published.body.data?.publishNewsletterIssue.sentAt ?? '');
    expect(Math.abs(sentAt - at)).toBeLessThan(60_000);
    expect((await web(issue?.id))?.sentAt).toBe(published.body.data?.publishNewsletterIssue.sentAt);
    const twice = await adminSend(app, PUBLISH, { id: issue?.id }, editor);
    expect(adminCodeOf(twice)).toBe(STAFF_ERROR.CONFLICT);

    const listed = await adminSend<{ adminNewsletterIssues: { id: string }[] }>(app, LIST, {}, editor);
    expect(listed.body.data?.adminNewsletterIssues.map((row) => row.id)).toContain(issue?.id);

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{ auditLog: { nodes: { action: string; after: string | null }[] } }>(
      app,
      AUDIT,
      { id: issue?.id },
      owner,
    );
    expect(audit.body.data?.auditLog.nodes.map((row) => row.action)).toEqual([
      'newsletter.publish',
      'newsletter.update',
      'newsletter.create',
    ]);
    expect(JSON.parse(audit.body.data?.auditLog.nodes[2]?.after ?? '{}')).toMatchObject({ blocks: 3 });
  });

  it('refuses an empty subject and blocks the site does not render in a newsletter', async () => {
    const refused = await adminSend(
      app,
      SAVE,
      {
        input: {
          subject: '  ',
          blocks: [
            { kind: 'paragraph', text: ' ' },
            { kind: 'person', name: 'Ada' },
          ],
        },
      },
      editor,
    );
    expect(adminCodeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({
      subject: 'Fill this in.',
      'blocks.0.text': 'Write the text or remove the block.',
      'blocks.1.kind': expect.stringContaining('Choose one of'),
    });
  });

  it('refuses support, and a missing issue', async () => {
    const support = await signInAs(app, 'support');
    expect(adminCodeOf(await adminSend(app, LIST, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, PUBLISH, { id: '1' }, support))).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, PUBLISH, { id: '99999999' }, editor))).toBe(
      STAFF_ERROR.NOT_FOUND,
    );
  });
});
