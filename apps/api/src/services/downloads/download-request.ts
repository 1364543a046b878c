import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import type { DownloadInfo } from './download-info.ts';

export interface CreateDownloadInfoInput {
  familyId: string | null;
  orderId: string | null;
  hash: string | null;
  type: string;
  code: string | null;
  /** The encodings to pack (type 'family'); null: all the customer owns. */
  encodingIds: string[] | null;
  /** The saved customisation to cut a static instance of (type 'customisation'). */
  customisationId: string | null;
  /** The signed-in user, who may download their own orders without the hash. */
  userId: number | null;
}

export interface CreateDownloadInfoDependencies {
  repositories: Repositories;
  apiUrl: string;
}

/** Queues (or finds) the job of one download type and answers its DownloadInfo. */
export type DownloadRequester = (
  input: CreateDownloadInfoInput,
  dependencies: CreateDownloadInfoDependencies,
) => Promise<DownloadInfo>;

export function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const refused = (message: string) => new AppError(ERROR_CODE.ORDER_INVALID, { message });
