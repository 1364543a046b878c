import { ERROR_CODE, ERROR_MESSAGES_EN, ERROR_VARIANTS } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, signUp } from './payment-orders.ts';

const READ_ORDER = /* GraphQL */ `query ($orderID: ID!, $hash: String) { readOrder(orderID: $orderID, hash: $hash) { id status } }`;

describe('readOrder for an order the caller may not see', () => {
  let app: TestApp;
  const read = (variables: Record<string, unknown>, cookie?: string) =>
    app.graphql<{ readOrder: { id: string } | null }>(READ_ORDER, variables, {
      origin: WEB_ORIGIN,
      ...(cookie ? { cookie } : {}),
    });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers an unknown id, a wrong hash and another user’s order alike, with a sentence for a read', async () => {
    const owner = await signUp(app, 'reader-owner@example.com');
    const other = await signUp(app, 'reader-other@example.com');
    const order = await insertOrder(app, { userId: owner.id });

    const answers = [
      await read({ orderID: '987654321', hash: order.hash }),
      await read({ orderID: String(order.id), hash: 'f'.repeat(32) }),
      await read({ orderID: String(order.id) }, other.cookie),
    ];
    for (const answer of answers) {
      expect(answer.body.data?.readOrder ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODE.ORDER_INVALID);
      expect(answer.body.errors?.[0]?.message).toBe(ERROR_VARIANTS.ORDER_NOT_FOUND.message);
      expect(answer.body.errors?.[0]?.message).not.toBe(ERROR_MESSAGES_EN.order_invalid);
    }

    // The owner and the hash still read it.
    expect((await read({ orderID: String(order.id) }, owner.cookie)).body.data?.readOrder?.id).toBe(
      String(order.id),
    );
    expect((await read({ orderID: String(order.id), hash: order.hash })).body.data?.readOrder?.id).toBe(
      String(order.id),
    );
  });
});
