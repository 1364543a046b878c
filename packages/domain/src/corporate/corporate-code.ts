/**
 * Corporate access codes (docs/shop-contract.md): a company's staff buy its corporate
 * fonts with a code. Whether a code may be used now, and the catalogue code when not:
 * - unknown, or not valid yet (before validFrom): 300
 * - past validTo: 301
 * - used as often as maxUses allows: 302
 */
export interface CorporateCodeFacts {
  validFrom: Date | null;
  validTo: Date | null;
  /** Null: no limit. */
  maxUses: number | null;
  usedCount: number;
}

export type CorporateCodeErrorCode = 300 | 301 | 302;

export type CorporateCodeCheck = { ok: true } | { ok: false; errorCode: CorporateCodeErrorCode };

/** What the buyer typed, as codes are stored: no surrounding space, upper case. */
export function normalizeCorporateCode(input: string): string {
  return input.trim().toUpperCase();
}

export function checkCorporateCode(code: CorporateCodeFacts | null, now: Date): CorporateCodeCheck {
  if (code === null) return { ok: false, errorCode: 300 };
  if (code.validFrom !== null && now < code.validFrom) return { ok: false, errorCode: 300 };
  if (code.validTo !== null && now > code.validTo) return { ok: false, errorCode: 301 };
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return { ok: false, errorCode: 302 };
  return { ok: true };
}
