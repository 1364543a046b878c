import { type CurrencyCode, type Money, money } from './money.ts';

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) {
    throw new RangeError(`Cannot combine ${a.currency} with ${b.currency}`);
  }
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** Multiplies by a whole number (a quantity); fractional factors go through `applyBasisPoints`. */
export function multiplyMoney(value: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Factor must be a whole number, got ${factor}`);
  return money(value.amount * factor, value.currency);
}

/** Sums amounts of one currency; an empty list is zero in `currency`. */
export function sumMoney(values: readonly Money[], currency: CurrencyCode): Money {
  let total = money(0, currency);
  for (const value of values) total = addMoney(total, value);
  return total;
}

export function isSameMoney(a: Money, b: Money): boolean {
  return a.amount === b.amount && a.currency === b.currency;
}

export function compareMoney(a: Money, b: Money): number {
  assertSameCurrency(a, b);
  return a.amount - b.amount;
}
