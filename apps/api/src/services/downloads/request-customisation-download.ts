import { randomBytes } from 'node:crypto';
import { AppError, ERROR_CODE } from '@foundry/errors';
import { customisationNotFound } from '../font-customisations/customisation-id.ts';
import { ownsWholeFamily, readOwnedFamily } from '../owned-fonts/owned-fonts.ts';
import { type DownloadInfo, downloadInfoOf } from './download-info.ts';
import { announceQueuedDownload } from './download-queue-signal.ts';
import {
  type CreateDownloadInfoDependencies,
  type CreateDownloadInfoInput,
  idOf,
  refused,
} from './download-request.ts';

/**
 * What a 'customisation' job cuts, as its request column keeps it: the customisation as it was when
 * asked for, so a later rename or move makes a new archive and a queued one builds what was asked.
 */
export interface CustomisationDownloadRequest {
  customisationId: number;
  variableFontId: number;
  title: string;
  axes: Record<string, number>;
}

export function parseCustomisationDownloadRequest(request: string): CustomisationDownloadRequest | null {
  try {
    const parsed = JSON.parse(request) as Partial<CustomisationDownloadRequest>;
    const axes = parsed.axes;
    if (
      !Number.isSafeInteger(parsed.customisationId) ||
      !Number.isSafeInteger(parsed.variableFontId) ||
      typeof parsed.title !== 'string' ||
      !axes ||
      typeof axes !== 'object' ||
      !Object.values(axes).every((value) => Number.isFinite(value))
    ) {
      return null;
    }
    return {
      customisationId: parsed.customisationId as number,
      variableFontId: parsed.variableFontId as number,
      title: parsed.title,
      axes,
    };
  } catch {
    return null;
  }
}

/**
 * createDownloadInfo for type 'customisation': a static instance of the signed-in user's saved
 * customisation `customisationID`. Code 1 without a session; 103 on `id` for a customisation that is
 * not theirs; error 200 when they no longer own the whole family. Re-uses their pending or finished
 * job for the same customisation, title and position.
 */
export async function requestCustomisationDownload(
  input: CreateDownloadInfoInput,
  { repositories, apiUrl }: CreateDownloadInfoDependencies,
): Promise<DownloadInfo> {
  if (input.userId === null) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const id = idOf(input.customisationId);
  const customisation = id === null ? null : await repositories.fontCustomisations.findOwn(input.userId, id);
  if (!customisation) throw customisationNotFound();
  const owned = await readOwnedFamily(repositories, input.userId, customisation.familyId);
  if (!owned || !ownsWholeFamily(owned)) throw refused('You no longer own this whole family.');

  const request = JSON.stringify({
    customisationId: customisation.id,
    variableFontId: customisation.variableFontId,
    title: customisation.title,
    axes: customisation.axes,
  } satisfies CustomisationDownloadRequest);
  const existing = await repositories.fontCustomisations.findReusableDownload(input.userId, request);
  if (existing) return downloadInfoOf(existing, apiUrl);
  const job = await repositories.downloads.insert({
    hash: randomBytes(24).toString('base64url'),
    type: 'customisation',
    userId: input.userId,
    orderId: null,
    familyId: customisation.familyId,
    request,
  });
  announceQueuedDownload();
  return downloadInfoOf(job, apiUrl);
}
