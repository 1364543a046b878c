import { ERROR_REPORT_STRIPPED_VARIABLES } from '@foundry/domain';

const STRIPPED: ReadonlySet<string> = new Set(ERROR_REPORT_STRIPPED_VARIABLES);

/**
 * A copy of a log object without any property named like a stripped variable (email, password, …),
 * at any depth, arrays included; names match case-sensitively. The web app's error reports apply
 * the same rule (apps/web/src/lib/error-reporting/strip-variables.ts). Class instances such as
 * Errors are left to pino's serializers; a repeated object is copied once, so cycles end.
 */
export function stripLoggedVariables<T>(value: T): T {
  return strip(value, new WeakMap()) as T;
}

function strip(value: unknown, copies: WeakMap<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    copies.set(value, copy);
    for (const item of value) copy.push(strip(item, copies));
    return copy;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  copies.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    if (!STRIPPED.has(key)) copy[key] = strip(item, copies);
  }
  return copy;
}
