/** An ISO 4217 currency code such as `EUR`. */
export type CurrencyCode = string;

/**
 * An amount of money: an integer number of minor units (cents for EUR) and its currency.
 * Arithmetic happens on integers; formatting happens only at the edge (`formatMoney`).
 */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCY_CODE.test(value);
}

export function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amounts are whole minor units, got ${amount}`);
  }
}

/** Builds a Money; rejects fractions of a minor unit and malformed currency codes. */
export function money(amount: number, currency: CurrencyCode): Money {
  assertMinorUnits(amount);
  if (!isCurrencyCode(currency)) {
    throw new RangeError(`Not an ISO 4217 currency code: ${String(currency)}`);
  }
  return { amount, currency };
}

export function zeroMoney(currency: CurrencyCode): Money {
  return money(0, currency);
}

export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return Number.isSafeInteger(candidate.amount) && isCurrencyCode(candidate.currency);
}
