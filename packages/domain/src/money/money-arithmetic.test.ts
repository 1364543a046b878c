import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import {
  addMoney,
  compareMoney,
  isSameMoney,
  multiplyMoney,
  subtractMoney,
  sumMoney,
} from './money-arithmetic.ts';

const eur = (amount: number) => money(amount, 'EUR');

describe('money arithmetic', () => {
  it('adds and subtracts in one currency', () => {
    expect(addMoney(eur(4900), eur(1))).toEqual(eur(4901));
    expect(subtractMoney(eur(100), eur(250))).toEqual(eur(-150));
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(eur(1), money(1, 'USD'))).toThrow(/EUR with USD/);
    expect(() => subtractMoney(eur(1), money(1, 'USD'))).toThrow(RangeError);
    expect(() => compareMoney(eur(1), money(1, 'USD'))).toThrow(RangeError);
  });

  it('multiplies by whole quantities only', () => {
    expect(multiplyMoney(eur(1999), 3)).toEqual(eur(5997));
    expect(multiplyMoney(eur(1999), 0)).toEqual(eur(0));
    expect(() => multiplyMoney(eur(1999), 1.5)).toThrow(RangeError);
  });

  it('sums a list, zero when empty', () => {
    expect(sumMoney([eur(100), eur(250), eur(-50)], 'EUR')).toEqual(eur(300));
    expect(sumMoney([], 'EUR')).toEqual(eur(0));
    expect(() => sumMoney([money(1, 'USD')], 'EUR')).toThrow(RangeError);
  });

  it('compares', () => {
    expect(compareMoney(eur(1), eur(2))).toBeLessThan(0);
    expect(compareMoney(eur(2), eur(2))).toBe(0);
    expect(isSameMoney(eur(2), eur(2))).toBe(true);
    expect(isSameMoney(eur(2), money(2, 'USD'))).toBe(false);
  });
});
