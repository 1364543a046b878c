import { describe, expect, it } from 'vitest';
import { createCachingVatChecker } from './caching-vat-checker.ts';
import type { VatChecker, VatNumberCheck } from './vat-checker.ts';

/** A register that answers from a script and counts what it was asked. */
function scriptedRegister(answer: (number: string) => VatNumberCheck['status']) {
  const asked: string[] = [];
  const register: VatChecker = {
    async check(vatCode, vatNumber) {
      asked.push(`${vatCode}${vatNumber}`);
      return { status: answer(vatNumber), name: null, address: null };
    },
  };
  return { register, asked };
}

describe('createCachingVatChecker', () => {
  it('reuses answers until they expire', async () => {
    let now = 0;
    const { register, asked } = scriptedRegister(() => 'VALID');
    const checker = createCachingVatChecker(register, { ttlMs: 1000, now: () => now });
    await checker.check('DE', '123456789');
    now = 999;
    await checker.check('DE', '123456789');
    expect(asked).toEqual(['DE123456789']);
    now = 1000;
    await checker.check('DE', '123456789');
    expect(asked).toHaveLength(2);
  });

  it('remembers INVALID but never an outage', async () => {
    const { register, asked } = scriptedRegister((number) => (number === '1' ? 'INVALID' : 'UNAVAILABLE'));
    const checker = createCachingVatChecker(register);
    await checker.check('DE', '1');
    await checker.check('DE', '1');
    await checker.check('DE', '2');
    await checker.check('DE', '2');
    expect(asked).toEqual(['DE1', 'DE2', 'DE2']);
  });

  it('forgets the oldest answer beyond its size', async () => {
    const { register, asked } = scriptedRegister(() => 'INVALID');
    const checker = createCachingVatChecker(register, { maxEntries: 2 });
    for (const number of ['1', '2', '3', '2', '1']) await checker.check('DE', number);
    // '1' was dropped when '3' came; '2' was still there.
    expect(asked).toEqual(['DE1', 'DE2', 'DE3', 'DE1']);
  });
});
