import { describe, expect, it } from 'vitest';
import { orderItemLicenses } from './order-item-licenses.ts';

describe('orderItemLicenses', () => {
  const desktop = {
    id: 'desktop',
    title: 'Desktop',
    options: [{ name: 'computers', title: 'Computers', value: '5', valueTitle: 'Up to 5 computers' }],
  };

  it('reads the entries as createOrder stores them ({ entries }) and as a bare list', () => {
    const expected = [{ ...desktop, licenseName: null, licenseEmail: null, licenseIndex: null }];
    expect(orderItemLicenses({ entries: [desktop] })).toEqual(expected);
    expect(orderItemLicenses([desktop])).toEqual(expected);
  });

  it('keeps third parties by name and e-mail and falls back to names where titles are missing', () => {
    const [entry] = orderItemLicenses({
      entries: [
        {
          id: 'third-party-2',
          options: [{ name: 'index', value: 2 }],
          licenseName: 'Agency',
          licenseEmail: 'a@example.com',
          licenseIndex: 2,
        },
      ],
    });
    expect(entry).toEqual({
      id: 'third-party-2',
      title: 'third-party-2',
      options: [{ name: 'index', title: 'index', value: '2', valueTitle: '2' }],
      licenseName: 'Agency',
      licenseEmail: 'a@example.com',
      licenseIndex: 2,
    });
  });

  it('skips what it cannot read instead of guessing', () => {
    expect(orderItemLicenses(null)).toEqual([]);
    expect(orderItemLicenses({ desktop: { computers: '5' } })).toEqual([]);
    expect(
      orderItemLicenses({ entries: [null, { title: 'no id' }, { id: 'web', options: [{ value: 'x' }] }] }),
    ).toEqual([
      { id: 'web', title: 'web', options: [], licenseName: null, licenseEmail: null, licenseIndex: null },
    ]);
  });
});
