import { ERROR_REPORT_STRIPPED_VARIABLES } from '../constants/error-reporting.ts';

const STRIPPED: ReadonlySet<string> = new Set(ERROR_REPORT_STRIPPED_VARIABLES);

/**
 * A copy of `value` without any property named like a stripped variable (email, password, …),
 * at any depth, arrays included. Names match case-sensitively, as GraphQL variable names do.
 * Pure: the input is never changed; a repeated object is copied once, so cycles end. The web app's
 * error reports and the API's logs both strip with it.
 */
export function stripVariables<T>(value: T, names: ReadonlySet<string> = STRIPPED): T {
  return strip(value, names, new WeakMap()) as T;
}

function strip(value: unknown, names: ReadonlySet<string>, copies: WeakMap<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(strip(item, names, copies));
    return copy;
  }
  // Dates, URLs and other class instances carry no named variables of their own.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    if (!names.has(key)) copy[key] = strip(item, names, copies);
  }
  return copy;
}
