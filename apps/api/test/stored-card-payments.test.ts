import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, signUp } from './payment-orders.ts';
import {
  ADD_STORED_CARD,
  MAKE_PAYMENT,
  MAKE_STORED_CARD_PAYMENT,
  type PaymentResultAnswer,
  paymentClient,
  VISA,
  VISA_3DS,
} from './payment-test-client.ts';

describe('stored cards: addStoredCard, makeStoredCardPayment, default and deleted cards', () => {
  let app: TestApp;
  const { codeOf, send, returnUrlOf, verify, passBank } = paymentClient(() => app);

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: 'payments-test-secret' } });
  });
  afterAll(() => app.close());

  it('stores a card for the signed-in user and pays only their own orders’ with their own card', async () => {
    const owner = await signUp(app, 'cards@example.com');
    const stranger = await signUp(app, 'stranger@example.com');
    expect(codeOf(await send(ADD_STORED_CARD, { paymentMethod: VISA }))).toBe(1);

    const added = await send<{ addStoredCard: PaymentResultAnswer }>(
      ADD_STORED_CARD,
      { paymentMethod: VISA },
      owner.cookie,
    );
    expect(added.body.data?.addStoredCard).toMatchObject({
      resultCode: 'Authorised',
      storedCard: {
        brand: 'visa',
        lastFour: '1142',
        expiryMonth: 3,
        expiryYear: 2030,
        default: true,
        status: 'verified',
      },
    });
    const card = added.body.data?.addStoredCard.storedCard as { id: string; storedPaymentMethodId: string };

    const listed = await send<{ readUser: { storedCards: { id: string }[] } }>(
      '{ readUser { storedCards { id lastFour } } }',
      {},
      owner.cookie,
    );
    expect(listed.body.data?.readUser.storedCards).toEqual([{ id: card.id, lastFour: '1142' }]);
    const verifyCard = '{ verifyStoredCard(id: "ID") { id status } }'.replace('ID', card.id);
    expect(
      (await send<{ verifyStoredCard: unknown }>(verifyCard, {}, owner.cookie)).body.data?.verifyStoredCard,
    ).toEqual({
      id: card.id,
      status: 'verified',
    });
    expect(codeOf(await send(verifyCard, {}, stranger.cookie))).toBe(200);

    const order = await insertOrder(app, { userId: stranger.id });
    const method = { type: 'scheme', storedPaymentMethodId: card.storedPaymentMethodId };
    const variables = { orderID: String(order.id), hash: order.hash, method, returnUrl: returnUrlOf(order) };
    // The stranger may pay their order, but not with someone else's card.
    expect(codeOf(await send(MAKE_STORED_CARD_PAYMENT, variables, stranger.cookie))).toBe(200);
    // makePayment ignores a stored card id: it pays nothing without card details.
    const sneaky = await send<{ makePayment: PaymentResultAnswer }>(MAKE_PAYMENT, variables, stranger.cookie);
    expect(sneaky.body.data?.makePayment.resultCode).toBe('Refused');

    const ownOrder = await insertOrder(app, { userId: owner.id });
    const paid = await send<{ makeStoredCardPayment: PaymentResultAnswer }>(
      MAKE_STORED_CARD_PAYMENT,
      { orderID: String(ownOrder.id), method, returnUrl: returnUrlOf(ownOrder) },
      owner.cookie,
    );
    expect(paid.body.data?.makeStoredCardPayment).toMatchObject({
      resultCode: 'Authorised',
      order: { status: 'PAID' },
    });
    expect((await orderRow(app, order.id)).status).toBe('NEW');
  });

  it('changes the default card and deletes cards, only the user’s own', async () => {
    const user = await signUp(app, 'two-cards@example.com');
    const stranger = await signUp(app, 'nosy@example.com');
    const add = async (number: string) => {
      const added = await send<{ addStoredCard: PaymentResultAnswer }>(
        ADD_STORED_CARD,
        { paymentMethod: { ...VISA, number } },
        user.cookie,
      );
      return added.body.data?.addStoredCard.storedCard?.id as string;
    };
    const first = await add('4111111145551142');
    const second = await add('5555341244441115');
    const CARDS = '{ id lastFour default }';
    const setDefault = (id: string, cookie: string) =>
      send<{ updateDefaultStoredCard: unknown[] }>(
        `mutation ($id: ID!) { updateDefaultStoredCard(id: $id) ${CARDS} }`,
        { id },
        cookie,
      );
    const remove = (id: string, cookie?: string) =>
      send<{ deleteStoredCard: unknown[] }>(
        `mutation ($id: ID!) { deleteStoredCard(id: $id) ${CARDS} }`,
        { id },
        cookie,
      );

    expect(codeOf(await setDefault(second, stranger.cookie))).toBe(200);
    expect((await setDefault(second, user.cookie)).body.data?.updateDefaultStoredCard).toEqual([
      { id: first, lastFour: '1142', default: false },
      { id: second, lastFour: '1115', default: true },
    ]);
    expect(codeOf(await remove(second, stranger.cookie))).toBe(200);
    expect(codeOf(await remove(second))).toBe(1);
    expect((await remove(second, user.cookie)).body.data?.deleteStoredCard).toEqual([
      { id: first, lastFour: '1142', default: true },
    ]);
    expect(codeOf(await remove(second, user.cookie))).toBe(200);
  });

  it('stores a 3-D Secure card after the bank page, once even when the result is replayed', async () => {
    const user = await signUp(app, 'secure-card@example.com');
    const added = await send<{ addStoredCard: PaymentResultAnswer }>(
      ADD_STORED_CARD,
      { paymentMethod: VISA_3DS },
      user.cookie,
    );
    expect(added.body.data?.addStoredCard).toMatchObject({ resultCode: 'RedirectShopper', storedCard: null });
    const redirectResult = await passBank(
      added.body.data?.addStoredCard.action ?? null,
      'password',
      `${WEB_ORIGIN}/my_account/cards`,
    );
    const first = await verify({ redirectResult }, user.cookie);
    expect(first.body.data?.verifyPayment).toMatchObject({
      resultCode: 'Authorised',
      order: null,
      storedCard: { lastFour: '0000', status: 'verified' },
    });
    const again = await verify({ redirectResult }, user.cookie);
    expect(again.body.data?.verifyPayment.storedCard?.id).toBe(first.body.data?.verifyPayment.storedCard?.id);
    // Someone else holding the result can't put the card in their account.
    const thief = await signUp(app, 'thief@example.com');
    expect(codeOf(await verify({ redirectResult }, thief.cookie))).toBe(1);
  });
});
