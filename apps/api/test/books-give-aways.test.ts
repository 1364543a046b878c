import { booksGiveAwayClaims, booksGiveAways, users } from '@foundry/db';
import { eq, inArray } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { codeOf, createAccountTestApp, fieldsOf, PASSWORD, sender } from './account-helpers.ts';
import type { TestApp } from './harness.ts';

const GIVE_AWAY_URL = 'vollkorn-specimen-give-away';
const GIVE_AWAY_FIELDS =
  'id url title description coverImage { url width height } physicalProductID quantity remaining open';
const READ_ONE = `query ($url: String!) { readBooksGiveAway(url: $url) { ${GIVE_AWAY_FIELDS} } }`;
const READ_LIST = `query ($page: Int, $pageSize: Int) {
  readBooksGiveAways(page: $page, pageSize: $pageSize) { nodes { id url remaining } pageInfo { hasNextPage } }
}`;
const SIGN_UP = `mutation ($userInfo: UserInfoInput!, $booksGiveAwayID: Int) {
  createUser(password: "${PASSWORD}", token: "${DEV_CAPTCHA_TOKEN}", userInfo: $userInfo, booksGiveAwayID: $booksGiveAwayID) { id email }
}`;

interface GiveAway {
  id: string;
  url: string;
  title: string;
  coverImage: { url: string } | null;
  physicalProductID: string | null;
  quantity: number;
  remaining: number;
  open: boolean;
}

describe('books give-aways: read by url and as a list, claimed by signing up', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let giveAwayId: number;

  const signUp = (email: string, booksGiveAwayID?: number) =>
    send<{ createUser: { id: string } }>(SIGN_UP, { userInfo: { email, name: 'Reader' }, booksGiveAwayID });
  const claimsOf = async () =>
    app.database.db.select().from(booksGiveAwayClaims).where(eq(booksGiveAwayClaims.giveAwayId, giveAwayId));

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    const [row] = await app.database.db
      .select({ id: booksGiveAways.id })
      .from(booksGiveAways)
      .where(eq(booksGiveAways.url, GIVE_AWAY_URL));
    if (!row) throw new Error('the demo give-away is not seeded');
    giveAwayId = row.id;
  });
  afterAll(() => app.close());

  it('readBooksGiveAway: the seeded give-away of the e-book, with a cover the API serves', async () => {
    const { body } = await send<{ readBooksGiveAway: GiveAway | null }>(READ_ONE, { url: GIVE_AWAY_URL });
    expect(body.errors).toBeUndefined();
    const giveAway = body.data?.readBooksGiveAway;
    expect(giveAway).toMatchObject({ url: GIVE_AWAY_URL, quantity: 25, remaining: 25, open: true });
    expect(giveAway?.physicalProductID).toEqual(expect.any(String));
    const cover = await app.fetch(giveAway?.coverImage?.url ?? '');
    expect(cover.status).toBe(200);
    expect(
      Buffer.from(await cover.arrayBuffer())
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');

    const unknown = await send<{ readBooksGiveAway: unknown }>(READ_ONE, { url: 'no-such-give-away' });
    expect(unknown.body).toEqual({ data: { readBooksGiveAway: null } });
  });

  it('readBooksGiveAways: the list, 100 a page at most', async () => {
    const { body } = await send<{ readBooksGiveAways: { nodes: { url: string }[] } }>(READ_LIST, {});
    expect(body.data?.readBooksGiveAways.nodes.map((node) => node.url)).toEqual([GIVE_AWAY_URL]);
    const tooMany = await send(READ_LIST, { pageSize: 101 });
    expect(tooMany.body.errors?.[0]?.extensions?.fields).toHaveProperty('pageSize');
  });

  it('createUser with booksGiveAwayID claims one copy for the new account', async () => {
    const response = await signUp('claimer@example.com', giveAwayId);
    expect(response.body.errors).toBeUndefined();
    const userId = Number(response.body.data?.createUser.id);
    expect((await claimsOf()).map((claim) => claim.userId)).toEqual([userId]);
    const { body } = await send<{ readBooksGiveAway: GiveAway }>(READ_ONE, { url: GIVE_AWAY_URL });
    expect(body.data?.readBooksGiveAway.remaining).toBe(24);
  });

  it('refuses an unknown or ended give-away with 103 on booksGiveAwayID, and makes no account', async () => {
    const unknown = await signUp('nobody-claims@example.com', 999_999);
    expect(codeOf(unknown)).toBe(103);
    expect(fieldsOf(unknown)).toHaveProperty('booksGiveAwayID');
    await app.database.db
      .update(booksGiveAways)
      .set({ endsAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(booksGiveAways.id, giveAwayId));
    const ended = await signUp('too-late@example.com', giveAwayId);
    expect(codeOf(ended)).toBe(103);
    const made = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['nobody-claims@example.com', 'too-late@example.com']));
    expect(made).toEqual([]);
    await app.database.db
      .update(booksGiveAways)
      .set({ endsAt: new Date('2035-12-31T23:59:59Z') })
      .where(eq(booksGiveAways.id, giveAwayId));
  });

  it('concurrent sign-ups never claim more copies than there are; the refused ones make no account', async () => {
    const already = (await claimsOf()).length;
    await app.database.db
      .update(booksGiveAways)
      .set({ quantity: already + 3 })
      .where(eq(booksGiveAways.id, giveAwayId));
    const emails = Array.from({ length: 8 }, (_, index) => `race-${index}@example.com`);
    const answers = await Promise.all(emails.map((email) => signUp(email, giveAwayId)));
    const accepted = answers.filter((answer) => answer.body.data?.createUser);
    const refused = answers.filter((answer) => codeOf(answer) === 103);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(5);
    expect(await claimsOf()).toHaveLength(already + 3);
    const made = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, emails));
    expect(made).toHaveLength(3);
    const { body } = await send<{ readBooksGiveAway: GiveAway }>(READ_ONE, { url: GIVE_AWAY_URL });
    expect(body.data?.readBooksGiveAway).toMatchObject({ remaining: 0, open: false });
  });
});
