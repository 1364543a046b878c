import { addresses, orderItems, orders, sessions, storedCards, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeOf,
  cookieOf,
  createAccountTestApp,
  fieldsOf,
  HOME,
  PASSWORD,
  sender,
  signUp,
  waitForMail,
} from './account-helpers.ts';
import type { TestApp } from './harness.ts';
import { insertOrder } from './payment-orders.ts';

const UPDATE = /* GraphQL */ `
  mutation (
    $club: Boolean, $email: String, $mailing: Boolean, $defaultAddress: AddressInput, $invoiceLanguage: String,
    $password: String, $currentPassword: String
  ) {
    updateUser(
      club: $club, email: $email, mailing: $mailing, defaultAddress: $defaultAddress,
      invoiceLanguage: $invoiceLanguage, password: $password, currentPassword: $currentPassword
    ) { id email club mailing invoiceLanguage name organization address address2 city zip country phone }
  }`;
const READ_USER =
  /* GraphQL */ '{ readUser { id email club mailing defaultAddress { name city phone default } } }';
const SIGN_IN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) { createToken(email: $email, password: $password) { valid } }`;
const CANCEL = /* GraphQL */ 'mutation ($password: String) { cancelAccount(password: $password) }';
const ORDERS = /* GraphQL */ `
  query ($search: String, $type: OrderType, $status: OrderStatus, $page: Int, $pageSize: Int) {
    readUser { orders(search: $search, type: $type, status: $status, page: $page, pageSize: $pageSize) {
      nodes { id status type totalPrice { amount } items { title } }
      pageInfo { hasNextPage nextPage }
    } }
  }`;

describe('updateUser', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
  });
  afterAll(() => app.close());

  const signIn = async (email: string, password: string) =>
    (await send<{ createToken: { valid: boolean } }>(SIGN_IN, { email, password })).body.data?.createToken
      .valid;

  it('sets the club flag, mailing and invoice language', async () => {
    const { cookie } = await signUp(app, 'club@example.com');
    const answer = await send<{ updateUser: Record<string, unknown> }>(
      UPDATE,
      { club: true, mailing: true, invoiceLanguage: 'de' },
      cookie,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.updateUser).toMatchObject({ club: true, mailing: true, invoiceLanguage: 'de' });
    expect(codeOf(await send(UPDATE, { invoiceLanguage: 'deutsch' }, cookie))).toBe(103);
    const off = await send<{ updateUser: Record<string, unknown> }>(UPDATE, { club: false }, cookie);
    expect(off.body.data?.updateUser).toMatchObject({ club: false, mailing: true });
  });

  it('sets the club notification flags one at a time, without a password or touching another user', async () => {
    const SETTINGS = /* GraphQL */ `
      mutation ($notifyAfterTransaction: Boolean, $notifyNewRewards: Boolean, $notifyNewWebinar: Boolean) {
        updateUser(
          notifyAfterTransaction: $notifyAfterTransaction
          notifyNewRewards: $notifyNewRewards
          notifyNewWebinar: $notifyNewWebinar
        ) {
          clubSettings { notifyAfterTransaction notifyNewRewards notifyNewWebinar }
        }
      }`;
    const READ_SETTINGS =
      /* GraphQL */ '{ readUser { clubSettings { notifyAfterTransaction notifyNewRewards notifyNewWebinar } } }';
    type Settings = { notifyAfterTransaction: boolean; notifyNewRewards: boolean; notifyNewWebinar: boolean };
    const { cookie } = await signUp(app, 'club-settings@example.com');
    const { cookie: otherCookie } = await signUp(app, 'club-settings-other@example.com');
    const read = async (session: string) =>
      (await send<{ readUser: { clubSettings: Settings } }>(READ_SETTINGS, {}, session)).body.data?.readUser
        .clubSettings;
    const allOn = { notifyAfterTransaction: true, notifyNewRewards: true, notifyNewWebinar: true };
    expect(await read(cookie)).toEqual(allOn);

    const answer = await send<{ updateUser: { clubSettings: Settings } }>(
      SETTINGS,
      { notifyNewRewards: false },
      cookie,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.updateUser.clubSettings).toEqual({ ...allOn, notifyNewRewards: false });
    await send(SETTINGS, { notifyAfterTransaction: false, notifyNewWebinar: false }, cookie);
    expect(await read(cookie)).toEqual({
      notifyAfterTransaction: false,
      notifyNewRewards: false,
      notifyNewWebinar: false,
    });
    await send(SETTINGS, { notifyNewWebinar: true }, cookie);
    expect(await read(cookie)).toEqual({
      notifyAfterTransaction: false,
      notifyNewRewards: false,
      notifyNewWebinar: true,
    });
    expect(await read(otherCookie)).toEqual(allOn);
    expect(codeOf(await send(SETTINGS, { notifyNewRewards: false }))).toBe(1);
    expect(await read(otherCookie)).toEqual(allOn);
  });

  it('changes the e-mail only when valid, free and confirmed with the current password', async () => {
    await signUp(app, 'taken@example.com');
    const { cookie } = await signUp(app, 'mover@example.com');
    const invalid = await send(UPDATE, { email: 'not-an-address', currentPassword: PASSWORD }, cookie);
    expect(codeOf(invalid)).toBe(103);
    expect(Object.keys(fieldsOf(invalid) ?? {})).toEqual(['email']);
    expect(
      codeOf(await send(UPDATE, { email: 'TAKEN@example.com', currentPassword: PASSWORD }, cookie)),
    ).toBe(102);
    const unconfirmed = await send(UPDATE, { email: 'moved@example.com' }, cookie);
    expect(codeOf(unconfirmed)).toBe(100);
    expect(Object.keys(fieldsOf(unconfirmed) ?? {})).toEqual(['currentPassword']);
    expect(
      codeOf(await send(UPDATE, { email: 'moved@example.com', currentPassword: 'wrong password' }, cookie)),
    ).toBe(4);
    const moved = await send<{ updateUser: { email: string } }>(
      UPDATE,
      { email: ' moved@example.com ', currentPassword: PASSWORD, mailing: true },
      cookie,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data?.updateUser.email).toBe('moved@example.com');
    expect(await signIn('moved@example.com', PASSWORD)).toBe(true);
    expect(await signIn('mover@example.com', PASSWORD)).toBe(false);
    // The previous address hears of the change.
    const changed = 'Your e-mail address was changed';
    const notice = await waitForMail(app, 'mover@example.com', { subject: changed });
    expect(notice).toMatchObject({ subject: changed });
    expect(notice?.text).toContain('moved@example.com');
    expect(await waitForMail(app, 'taken@example.com', { ms: 100, subject: changed })).toBeNull();
    // Its own address in another case needs no password (it is not a new address).
    const recased = await send<{ updateUser: { email: string } }>(
      UPDATE,
      { email: 'Moved@Example.com' },
      cookie,
    );
    expect(recased.body.errors).toBeUndefined();
  });

  it('saves the default address (name, city, country, phone required) onto the user and the address book', async () => {
    const { cookie } = await signUp(app, 'home@example.com');
    const missing = await send(UPDATE, { defaultAddress: { ...HOME, phone: '', city: ' ' } }, cookie);
    expect(codeOf(missing)).toBe(103);
    expect(fieldsOf(missing)).toEqual({
      'defaultAddress.city': 'This field is required.',
      'defaultAddress.phone': 'This field is required.',
    });
    const bad = await send(
      UPDATE,
      { defaultAddress: { ...HOME, zip: 'SW1Y/4JH', phone: 'ring me' } },
      cookie,
    );
    expect(Object.keys(fieldsOf(bad) ?? {}).sort()).toEqual(['defaultAddress.phone', 'defaultAddress.zip']);
    const saved = await send<{ updateUser: Record<string, unknown> }>(
      UPDATE,
      { defaultAddress: HOME, invoiceLanguage: 'fr' },
      cookie,
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.updateUser).toMatchObject({
      name: 'Ada Lovelace',
      organization: 'Analytical Engines Ltd',
      address: '12 St James’s Square',
      address2: 'Flat 2',
      city: 'London',
      zip: 'SW1Y 4JH',
      country: 'GB',
      phone: '+44 (0)20 7946-0000',
      invoiceLanguage: 'fr',
    });
    // Saving again changes the same default address rather than adding one.
    await send(UPDATE, { defaultAddress: { ...HOME, city: 'Bath' } }, cookie);
    const me = await send<{ readUser: Record<string, unknown> }>(READ_USER, undefined, cookie);
    expect(me.body.data?.readUser).toMatchObject({
      defaultAddress: { name: 'Ada Lovelace', city: 'Bath', phone: '+44 (0)20 7946-0000', default: true },
    });
    const [user] = await app.database.db.select().from(users).where(eq(users.email, 'home@example.com'));
    const book = await app.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, user?.id ?? 0));
    expect(book).toHaveLength(1);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { cookie } = await signUp(app, 'rotate@example.com');
    const elsewhere = (
      await send<{ createToken: { valid: boolean } }>(SIGN_IN, {
        email: 'rotate@example.com',
        password: PASSWORD,
      })
    ).headers;
    const otherCookie = (elsewhere.get('set-cookie') ?? '').split(';')[0] as string;
    expect(codeOf(await send(UPDATE, { password: 'a new passphrase' }, cookie))).toBe(100);
    expect(
      codeOf(await send(UPDATE, { password: 'a new passphrase', currentPassword: 'not it at all' }, cookie)),
    ).toBe(4);
    const short = await send(UPDATE, { password: 'short', currentPassword: PASSWORD }, cookie);
    expect(codeOf(short)).toBe(103);
    expect(Object.keys(fieldsOf(short) ?? {})).toEqual(['password']);
    const changed = await send(UPDATE, { password: 'a new passphrase', currentPassword: PASSWORD }, cookie);
    expect(changed.body.errors).toBeUndefined();
    expect((await send(READ_USER, undefined, cookie)).body.errors).toBeUndefined();
    expect(codeOf(await send(READ_USER, undefined, otherCookie))).toBe(1);
    expect(await signIn('rotate@example.com', 'a new passphrase')).toBe(true);
    expect(await signIn('rotate@example.com', PASSWORD)).toBe(false);
    // Stored as an argon2id hash, never as the password itself.
    const [row] = await app.database.db.select().from(users).where(eq(users.email, 'rotate@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('a new passphrase');
    expect(JSON.stringify(app.logs)).not.toContain('a new passphrase');
    expect(JSON.stringify(app.logs)).not.toContain(PASSWORD);
  });

  it('answers code 1 without a session', async () => {
    expect(codeOf(await send(UPDATE, { club: true }))).toBe(1);
  });
});

describe('User.orders', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
  });
  afterAll(() => app.close());

  it('pages the user’s own orders newest first, filtered by search, type and status', async () => {
    const buyer = await signUp(app, 'buyer@example.com');
    const other = await signUp(app, 'someone@example.com');
    const made = [];
    for (let index = 0; index < 5; index += 1) {
      const order = await insertOrder(app, {
        userId: Number(buyer.id),
        totalAmount: 1000 + index,
        status: index === 0 ? 'PAID' : 'NEW',
      });
      await app.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + index)), type: index === 4 ? 'PRODUCT' : 'FONT' })
        .where(eq(orders.id, order.id));
      await app.database.db.insert(orderItems).values({
        orderId: order.id,
        kind: 'GENERIC_PRODUCT',
        title: index === 2 ? 'Poster 100% cotton' : `Item ${index}`,
        quantity: 1,
        unitPriceAmount: 1000 + index,
      });
      made.push(order.id);
    }
    await insertOrder(app, { userId: Number(other.id) });

    type Answer = {
      readUser: {
        orders: {
          nodes: { id: string; status: string; type: string }[];
          pageInfo: { hasNextPage: boolean; nextPage: number };
        };
      };
    };
    const first = await send<Answer>(ORDERS, { pageSize: 2 }, buyer.cookie);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.readUser.orders.nodes.map((node) => Number(node.id))).toEqual([made[4], made[3]]);
    expect(first.body.data?.readUser.orders.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const last = await send<Answer>(ORDERS, { pageSize: 2, page: 3 }, buyer.cookie);
    expect(last.body.data?.readUser.orders.nodes.map((node) => Number(node.id))).toEqual([made[0]]);
    expect(last.body.data?.readUser.orders.pageInfo.hasNextPage).toBe(false);

    const ids = async (variables: Record<string, unknown>) =>
      (await send<Answer>(ORDERS, variables, buyer.cookie)).body.data?.readUser.orders.nodes.map((node) =>
        Number(node.id),
      );
    expect(await ids({ status: 'PAID' })).toEqual([made[0]]);
    expect(await ids({ type: 'PRODUCT' })).toEqual([made[4]]);
    expect(await ids({ search: 'poster' })).toEqual([made[2]]);
    expect(await ids({ search: '100%' })).toEqual([made[2]]);
    expect(await ids({ search: '0%' })).toEqual([made[2]]);
    expect(await ids({ search: '_' })).toEqual([]);
    expect(await ids({ search: String(made[1]) })).toEqual([made[1]]);
    expect(codeOf(await send(ORDERS, { pageSize: 1000 }, buyer.cookie))).toBe('BAD_USER_INPUT');
  });
});

describe('cancelAccount', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
  });
  afterAll(() => app.close());

  it('needs the session and the password; removes the personal data and sessions; keeps the orders detached', async () => {
    const leaver = await signUp(app, 'leaver@example.com');
    const userId = Number(leaver.id);
    await send(UPDATE, { defaultAddress: HOME }, leaver.cookie);
    const order = await insertOrder(app, { userId, status: 'PAID' });
    await app.database.db.insert(storedCards).values({
      userId,
      provider: 'test',
      storedPaymentMethodId: 'tok_leaver',
      brand: 'visa',
      lastFour: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
    });

    expect(codeOf(await send(CANCEL, { password: PASSWORD }))).toBe(1);
    expect(codeOf(await send(CANCEL, {}, leaver.cookie))).toBe(100);
    expect(codeOf(await send(CANCEL, { password: 'not my password' }, leaver.cookie))).toBe(4);
    const done = await send(CANCEL, { password: PASSWORD }, leaver.cookie);
    expect(done.body).toEqual({ data: { cancelAccount: true } });
    expect(cookieOf(done)).toBe('foundry_session=');

    expect(codeOf(await send(READ_USER, undefined, leaver.cookie))).toBe(1);
    const db = app.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await db.select().from(storedCards).where(eq(storedCards.userId, userId))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, status: 'PAID' });
    // The address is free again.
    expect((await signUp(app, 'leaver@example.com')).id).not.toBe(leaver.id);
  });
});
