import { randomBytes } from 'node:crypto';
import { AppError, ERROR_CODE } from '@foundry/errors';
import { ownedEncodingIdsOf } from '../my-fonts/my-family-details.ts';
import { readOwnedFamily } from '../owned-fonts/owned-fonts.ts';
import { type DownloadInfo, downloadInfoOf } from './download-info.ts';
import { announceQueuedDownload } from './download-queue-signal.ts';
import {
  type CreateDownloadInfoDependencies,
  type CreateDownloadInfoInput,
  idOf,
  refused,
} from './download-request.ts';

const MAX_ENCODING_IDS = 20;

/** What a 'family' job packs, as its request column keeps it (and the re-use compares). */
export interface FamilyDownloadRequest {
  familyId: number;
  encodingIds: number[];
  /** The purchases covered when it was asked for: a later purchase makes a new archive. */
  itemIds: number[];
}

export function parseFamilyDownloadRequest(request: string): FamilyDownloadRequest | null {
  try {
    const parsed = JSON.parse(request) as Partial<FamilyDownloadRequest>;
    const ids = (value: unknown) =>
      Array.isArray(value) && value.every((id) => Number.isSafeInteger(id)) ? (value as number[]) : null;
    const encodingIds = ids(parsed.encodingIds);
    const itemIds = ids(parsed.itemIds);
    if (!Number.isSafeInteger(parsed.familyId) || !encodingIds || !itemIds) return null;
    return { familyId: parsed.familyId as number, encodingIds, itemIds };
  } catch {
    return null;
  }
}

/**
 * createDownloadInfo for type 'family': the fonts the signed-in user owns of the family `familyID`,
 * in the encodings `encodingIDs` (all they own when left out). Code 1 without a session; error 200
 * for a family they own nothing of or an encoding they do not own. Re-uses the user's pending or
 * finished job for the same family, encodings and purchases.
 */
export async function requestFamilyDownload(
  input: CreateDownloadInfoInput,
  { repositories, apiUrl }: CreateDownloadInfoDependencies,
): Promise<DownloadInfo> {
  if (input.userId === null) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const familyId = idOf(input.familyId);
  const owned = familyId === null ? null : await readOwnedFamily(repositories, input.userId, familyId);
  if (familyId === null || !owned) throw refused('You do not own fonts of this family.');

  const styles = await repositories.families.stylesOfFamilies([familyId]);
  const ownedEncodings = ownedEncodingIdsOf(owned, styles);
  if (input.encodingIds !== null && input.encodingIds.length > MAX_ENCODING_IDS) {
    throw refused(`At most ${MAX_ENCODING_IDS} encodings.`);
  }
  const asked = input.encodingIds === null ? ownedEncodings : input.encodingIds.map(idOf);
  if (asked.length === 0 || asked.some((id) => id === null || !ownedEncodings.includes(id))) {
    throw refused('You do not own the family in these encodings.');
  }
  const request = JSON.stringify({
    familyId,
    encodingIds: [...new Set(asked as number[])].sort((a, b) => a - b),
    itemIds: [...new Set(owned.purchases.map((purchase) => purchase.itemId))].sort((a, b) => a - b),
  } satisfies FamilyDownloadRequest);

  const existing = await repositories.myFonts.findReusableFamilyJob(input.userId, familyId, request);
  if (existing) return downloadInfoOf(existing, apiUrl);
  const job = await repositories.downloads.insert({
    hash: randomBytes(24).toString('base64url'),
    type: 'family',
    userId: input.userId,
    orderId: null,
    familyId,
    request,
  });
  announceQueuedDownload();
  return downloadInfoOf(job, apiUrl);
}
