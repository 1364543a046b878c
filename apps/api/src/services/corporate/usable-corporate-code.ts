import { checkCorporateCode, normalizeCorporateCode } from '@foundry/domain';
import { AppError } from '@foundry/errors';
import type {
  CorporateCodeWithProducts,
  CorporateRepository,
} from '../../repositories/corporate-repository.ts';

/** Codes are short; anything longer is not one of ours (and is not looked up). */
const MAX_CODE_LENGTH = 64;

/**
 * The code the buyer typed, if it may be used now, with the products it unlocks. Throws AppError 300
 * (unknown or not valid yet), 301 (expired) or 302 (used up), with the field `code`.
 */
export async function usableCorporateCode(
  corporate: CorporateRepository,
  typed: string,
  now: Date,
): Promise<CorporateCodeWithProducts> {
  const code = normalizeCorporateCode(typed);
  const row = code !== '' && code.length <= MAX_CODE_LENGTH ? await corporate.findByCode(code) : null;
  const check = checkCorporateCode(row, now);
  if (!check.ok || !row) {
    const errorCode = check.ok ? 300 : check.errorCode;
    throw new AppError(errorCode, { fields: { code: 'This access code cannot be used.' } });
  }
  return row;
}
