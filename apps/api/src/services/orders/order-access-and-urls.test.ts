import { isAppError } from '@foundry/errors';
import { describe, expect, it } from 'vitest';
import { addressLinesOf, joinAddressLines } from './address-snapshot.ts';
import { parseOrderId } from './order-id.ts';
import { mayAccessOrder } from './order-permissions.ts';
import { invoiceUrlOf, licenseUrlOf, paymentUrlOf } from './order-urls.ts';

const config = { publicUrl: 'https://shop.example', apiUrl: 'https://api.example' };

describe('mayAccessOrder', () => {
  const order = { hash: 'secret-hash', userId: 7 };

  it('opens an order to its exact hash or its owner', () => {
    expect(mayAccessOrder(order, 'secret-hash', null)).toBe(true);
    expect(mayAccessOrder(order, null, { id: 7 })).toBe(true);
  });

  it('refuses a wrong or missing hash to anyone else', () => {
    expect(mayAccessOrder(order, 'secret-hasH', null)).toBe(false);
    expect(mayAccessOrder(order, 'secret-hash-', { id: 8 })).toBe(false);
    expect(mayAccessOrder(order, undefined, { id: 8 })).toBe(false);
    expect(mayAccessOrder({ hash: 'h', userId: null }, undefined, { id: 8 })).toBe(false);
  });
});

describe('parseOrderId', () => {
  it('takes positive integer ids and refuses anything else with 200', () => {
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId(42)).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '042', '99999999999', ' 1']) {
      try {
        parseOrderId(bad);
        expect.unreachable(`accepted ${bad}`);
      } catch (error) {
        expect(isAppError(error) && error.code).toBe(200);
      }
    }
  });
});

describe('order URLs', () => {
  const base = { id: 5, hash: 'a-b_c', invoiceFileKey: null, licenseFileKey: null };

  it('offers the payment page only while the order can be paid', () => {
    expect(paymentUrlOf({ ...base, status: 'NEW' }, config)).toBe('https://shop.example/pay/5/a-b_c');
    expect(paymentUrlOf({ ...base, status: 'ERROR' }, config)).toBe('https://shop.example/pay/5/a-b_c');
    for (const status of ['PENDING', 'PAID', 'WAITING_FOR_BANKTRANSFER', 'CANCELLED'] as const) {
      expect(paymentUrlOf({ ...base, status }, config)).toBeNull();
    }
  });

  it('links documents once their files exist', () => {
    expect(invoiceUrlOf({ ...base, status: 'PAID' }, config)).toBeNull();
    expect(invoiceUrlOf({ ...base, status: 'PAID', invoiceFileKey: 'k' }, config)).toBe(
      'https://api.example/orders/5/a-b_c/invoice.pdf',
    );
    expect(licenseUrlOf({ ...base, status: 'PAID', licenseFileKey: 'k' }, config)).toBe(
      'https://api.example/orders/5/a-b_c/license.pdf',
    );
  });
});

describe('address lines in a snapshot', () => {
  it('keeps the non-blank lines, in order, and reads them back', () => {
    const joined = joinAddressLines([' Křenová 67 ', '', null, 'Dvůr 2']);
    expect(joined).toBe('Křenová 67\nDvůr 2');
    expect(addressLinesOf({ address: joined })).toEqual(['Křenová 67', 'Dvůr 2']);
    expect(addressLinesOf({ address: '' })).toEqual([]);
  });
});
