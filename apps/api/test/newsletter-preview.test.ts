import { newsletterIssues } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const NEWSLETTER_PREVIEW = /* GraphQL */ `
  query NewsletterPreview($id: ID!) {
    readNewsletterPreview(id: $id) {
      id
      subject
      preheader
      sentAt
      blocks {
        __typename
        ... on StoryParagraphBlock { text }
        ... on StoryHeadlineBlock { text level }
      }
    }
  }
`;

interface Issue {
  id: string;
  subject: string;
  preheader: string | null;
  sentAt: string | null;
  blocks: { __typename: string; text?: string }[];
}

describe('newsletter preview', () => {
  let app: TestApp;
  const read = async (id: string) => {
    const { body } = await app.graphql<{ readNewsletterPreview: Issue | null }>(NEWSLETTER_PREVIEW, { id });
    expect(body.errors).toBeUndefined();
    return body.data?.readNewsletterPreview;
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reads the seeded issue with its subject, preheader, send date and blocks', async () => {
    const [seeded] = await app.database.db
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .limit(1);
    const issue = await read(String(seeded?.id));
    expect(issue?.subject).toMatch(/Autumn news/);
    expect(issue?.preheader).toMatch(/studio/);
    expect(issue?.sentAt).toBe('2025-10-30T09:00:00.000Z');
    expect(issue?.blocks[0]).toEqual({ __typename: 'StoryParagraphBlock', text: 'Hello from Brno,' });
    expect(issue?.blocks.some((block) => block.__typename === 'StoryHeadlineBlock')).toBe(true);
  });

  it('previews a draft that was not sent yet', async () => {
    const [draft] = await app.database.db
      .insert(newsletterIssues)
      .values({ subject: 'Draft issue', blocks: [{ type: 'paragraph', text: 'Coming soon.' }] })
      .returning({ id: newsletterIssues.id });
    try {
      const issue = await read(String(draft?.id));
      expect(issue).toMatchObject({ subject: 'Draft issue', preheader: null, sentAt: null });
    } finally {
      if (draft) await app.database.db.delete(newsletterIssues).where(eq(newsletterIssues.id, draft.id));
    }
  });

  it('gives null for an id that names no issue', async () => {
    expect(await read('999999')).toBeNull();
    expect(await read('not-a-number')).toBeNull();
    expect(await read('99999999999999')).toBeNull();
  });
});
