import { randomBytes } from 'node:crypto';
import { AppError, ERROR_CODE, InputError } from '@foundry/errors';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { requireCaptcha } from '../../integrations/captcha/require-captcha.ts';
import type { Logger } from '../../logger.ts';
import type { FamilyRepository } from '../../repositories/family-repository.ts';
import type { FamilyShareRepository, FamilyShareRow } from '../../repositories/family-share-repository.ts';
import type { VariableFontRepository } from '../../repositories/variable-font-repository.ts';
import { parseId } from '../ids/parse-ids.ts';
import {
  type FamilyShareData,
  parseFamilyShareData,
  SHARE_DATA_MAX_BYTES,
  shareDataBytes,
} from './family-share-data.ts';

/** 9 random bytes: 12 URL-safe characters, 72 bits, too many to guess or walk. */
export function newFamilyShareId(): string {
  return randomBytes(9).toString('base64url');
}

function badInput(fields: Record<string, string>): InputError {
  return new InputError(fields, Object.values(fields)[0] ?? 'Invalid share.');
}

export interface CreateFamilyShareDeps {
  families: Pick<FamilyRepository, 'findMany' | 'stylesOfFamilies'>;
  variableFonts: Pick<VariableFontRepository, 'ofFamilies' | 'axesOf'>;
  shares: FamilyShareRepository;
  captcha: CaptchaVerifier;
  logger: Logger;
}

/**
 * Stores the type tester's state behind a new short id. The data is
 * validated and normalised first (BAD_USER_INPUT with `data.*` fields), then the captcha (action
 * 'family_share', code 5), then the family (205 unknown) and the face, which must be the family's
 * own; axis positions are kept only for the variable font's axes, inside their ranges.
 */
export async function createFamilyShare(
  input: { data?: unknown; reCaptchaToken?: string | null | undefined },
  deps: CreateFamilyShareDeps,
): Promise<FamilyShareRow> {
  const parsed = parseFamilyShareData(input.data);
  if ('fields' in parsed) throw badInput(parsed.fields);
  await requireCaptcha(deps.captcha, input.reCaptchaToken, { action: 'family_share' }, deps.logger);

  const familyId = parseId(parsed.data.familyID);
  const [family] = familyId === null ? [] : await deps.families.findMany({ ids: [familyId] }, 0, 1);
  if (!family)
    throw new AppError(ERROR_CODE.PRODUCT_UNKNOWN, { fields: { 'data.familyID': 'No family has this id.' } });

  const data = await checkFace(parsed.data, family.id, deps);
  // The field limits keep data well under the cap; it guards the row size should a field be added.
  if (shareDataBytes(data) > SHARE_DATA_MAX_BYTES) {
    throw badInput({ data: `At most ${SHARE_DATA_MAX_BYTES} bytes.` });
  }
  return deps.shares.insert({ id: newFamilyShareId(), familyId: family.id, data });
}

async function checkFace(
  data: FamilyShareData,
  familyId: number,
  deps: CreateFamilyShareDeps,
): Promise<FamilyShareData> {
  if (data.styleID !== undefined) {
    const styles = await deps.families.stylesOfFamilies([familyId]);
    if (!styles.some((style) => String(style.id) === data.styleID)) {
      throw badInput({ 'data.styleID': 'Not a style of this family.' });
    }
    return data;
  }
  const fonts = await deps.variableFonts.ofFamilies([familyId]);
  const font = fonts.find((candidate) => String(candidate.id) === data.variableFontID);
  if (!font) throw badInput({ 'data.variableFontID': 'Not a variable font of this family.' });
  const axes = await deps.variableFonts.axesOf([font.id]);
  const positions: Record<string, number> = {};
  for (const axis of axes) {
    const value = data.axes?.[axis.tag];
    if (value !== undefined) positions[axis.tag] = Math.min(axis.max, Math.max(axis.min, value));
  }
  return { ...data, axes: positions };
}
