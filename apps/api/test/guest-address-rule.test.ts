import { orders as ordersTable } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import {
  CREATE_ORDER,
  codeOf,
  fieldsOf,
  GUEST,
  guestOrder,
  postShippingId,
  send,
  variantWithStock,
} from './order-fixtures.ts';

// The guest's address is checked by the checkout form's own schema (docs/forms.md).
describe('createOrder: the one address rule of the checkout', () => {
  let app: TestApp;
  let shippingID: string;

  beforeAll(async () => {
    app = await createTestApp();
    shippingID = await postShippingId(app);
  });
  afterAll(() => app.close());

  it('wants a phone but no postcode in the guest address', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 10);
    const before = await app.database.db.$count(ordersTable);
    const { phone: _none, ...withoutPhone } = GUEST;
    const noPhone = await send(app, CREATE_ORDER, guestOrder(tote, shippingID, 1, { user: withoutPhone }));
    expect(codeOf(noPhone)).toBe(223);
    expect(fieldsOf(noPhone)).toEqual({ phone: 'This field is required.' });
    const blankPhone = await send(
      app,
      CREATE_ORDER,
      guestOrder(tote, shippingID, 1, { user: { ...GUEST, phone: '   ' } }),
    );
    expect(fieldsOf(blankPhone)).toEqual({ phone: 'This field is required.' });
    expect(await app.database.db.$count(ordersTable)).toBe(before);
    const noZip = await send(
      app,
      CREATE_ORDER,
      guestOrder(tote, shippingID, 1, { user: { ...GUEST, zip: '' } }),
    );
    expect(codeOf(noZip)).toBeUndefined();
  });
});
