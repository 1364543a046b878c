import type { Db } from '@foundry/db';
import { insertPaidOrder } from '../fixtures/paid-order.ts';
import type { TestApp } from '../harness.ts';
import { insertOrder } from '../payment-orders.ts';
import { insertAuthorisedPayment, insertPendingSubmission } from './admin-helpers.ts';
import { insertDraftStaticPage, insertDraftStory } from './editorial-helpers.ts';

/** The records one walk step works on, fresh for each call (a write must find something to change). */
export interface WalkTargets {
  paidOrderId: number;
  newOrderId: number;
  posterOrderId: number;
  submissionId: number;
  storyId: number;
  staticPageId: number;
}

export async function walkTargets(app: TestApp): Promise<WalkTargets> {
  const db: Db = app.database.db;
  const paid = await insertPaidOrder(db, { families: [{ familyUrl: 'vollkorn' }] });
  await insertAuthorisedPayment(db, paid, 100_000);
  const poster = await insertPaidOrder(db, { families: [], withPhysicalItem: true });
  const fresh = await insertOrder(app);
  const submission = await insertPendingSubmission(db);
  return {
    paidOrderId: paid.id,
    newOrderId: fresh.id,
    posterOrderId: poster.id,
    submissionId: submission.id,
    storyId: await insertDraftStory(db),
    staticPageId: await insertDraftStaticPage(db),
  };
}

/** One document per root field of the admin schema, with variables from the walk's targets. */
export const ADMIN_OPERATIONS: Record<
  string,
  { document: string; variables?: (t: WalkTargets) => Record<string, unknown>; writes?: boolean }
> = {
  me: { document: 'query { me { id role } }' },
  dashboard: { document: 'query { dashboard { ordersToShip salesToday { amount currency } } }' },
  orders: { document: 'query { orders(pageSize: 5) { total nodes { id status } } }' },
  order: {
    document: 'query ($id: ID!) { order(id: $id) { order { id } payments { id } } }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
  },
  refundOrder: {
    document: 'mutation ($id: ID!) { refundOrder(orderId: $id, amount: 100, reason: "walk") { status } }',
    variables: (t) => ({ id: String(t.paidOrderId) }),
    writes: true,
  },
  markOrderShipped: {
    document:
      'mutation ($id: ID!) { markOrderShipped(orderId: $id, trackingNumber: "RR123456789CZ") { trackingNumber } }',
    variables: (t) => ({ id: String(t.posterOrderId) }),
    writes: true,
  },
  cancelOrder: {
    document: 'mutation ($id: ID!) { cancelOrder(orderId: $id) { id status } }',
    variables: (t) => ({ id: String(t.newOrderId) }),
    writes: true,
  },
  fontsInUseSubmissions: { document: 'query { fontsInUseSubmissions { id } }' },
  reviewFontsInUseSubmission: {
    document: 'mutation ($id: ID!) { reviewFontsInUseSubmission(id: $id, approve: true) { status } }',
    variables: (t) => ({ id: String(t.submissionId) }),
    writes: true,
  },
  auditLog: { document: 'query { auditLog(pageSize: 5) { total nodes { action } } }' },
  adminStories: { document: 'query { adminStories { id status } }' },
  adminStory: {
    document: 'query ($id: ID!) { adminStory(id: $id) { id blocks { kind } } }',
    variables: (t) => ({ id: String(t.storyId) }),
  },
  adminAuthors: { document: 'query { adminAuthors { id title } }' },
  storyPreviewLink: {
    document: 'query ($id: ID!) { storyPreviewLink(id: $id) { url } }',
    variables: (t) => ({ id: String(t.storyId) }),
  },
  saveStory: {
    document: 'mutation ($id: ID!, $input: StoryInput!) { saveStory(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.storyId),
      input: {
        type: 'BLOG',
        title: 'Walked story',
        url: `walked-story-${t.storyId}`,
        date: '2026-01-02',
        language: 'en',
        authorIds: [],
        blocks: [{ kind: 'paragraph', text: 'Walked.' }],
      },
    }),
    writes: true,
  },
  publishStory: {
    document: 'mutation ($id: ID!) { publishStory(id: $id) { status } }',
    variables: (t) => ({ id: String(t.storyId) }),
    writes: true,
  },
  unpublishStory: {
    document: 'mutation ($id: ID!) { unpublishStory(id: $id) { status } }',
    variables: (t) => ({ id: String(t.storyId) }),
    writes: true,
  },
  saveAuthor: {
    document: 'mutation ($url: String!) { saveAuthor(url: $url, title: "Walked Author") { id } }',
    variables: (t) => ({ url: `walked-author-${t.storyId}` }),
    writes: true,
  },
  adminStaticPages: { document: 'query { adminStaticPages { id status } }' },
  adminHelpItems: { document: 'query { adminHelpItems { id url } }' },
  saveStaticPage: {
    document:
      'mutation ($id: ID!, $input: StaticPageInput!) { saveStaticPage(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.staticPageId),
      input: { url: `walked-page-${t.staticPageId}`, kind: 'generic', title: 'Walked page', blocks: [] },
    }),
    writes: true,
  },
  publishStaticPage: {
    document: 'mutation ($id: ID!) { publishStaticPage(id: $id) { status } }',
    variables: (t) => ({ id: String(t.staticPageId) }),
    writes: true,
  },
  unpublishStaticPage: {
    document: 'mutation ($id: ID!) { unpublishStaticPage(id: $id) { status } }',
    variables: (t) => ({ id: String(t.staticPageId) }),
    writes: true,
  },
  saveHelpItem: {
    document:
      'mutation ($url: String!) { saveHelpItem(url: $url, title: "Walked help", body: "", sort: 1) { id } }',
    variables: (t) => ({ url: `walked-help-${t.storyId}` }),
    writes: true,
  },
};
