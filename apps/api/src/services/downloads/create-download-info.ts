import type { DownloadInfo } from './download-info.ts';
import {
  type CreateDownloadInfoDependencies,
  type CreateDownloadInfoInput,
  type DownloadRequester,
  refused,
} from './download-request.ts';
import { requestCustomisationDownload } from './request-customisation-download.ts';
import { requestFamilyDownload } from './request-family-download.ts';
import { requestOrderDownload } from './request-order-download.ts';

/**
 * The requester of each download type; a new kind of download adds its requester here and its
 * builder in download-builders.ts.
 */
const DOWNLOAD_REQUESTERS: Readonly<Record<string, DownloadRequester>> = {
  order: requestOrderDownload,
  customisation: requestCustomisationDownload,
  family: requestFamilyDownload,
};

/** createDownloadInfo: hands the request to its type's requester (error 200 for an unknown type). */
export function createDownloadInfo(
  input: CreateDownloadInfoInput,
  dependencies: CreateDownloadInfoDependencies,
): Promise<DownloadInfo> {
  const requester = Object.hasOwn(DOWNLOAD_REQUESTERS, input.type)
    ? DOWNLOAD_REQUESTERS[input.type]
    : undefined;
  if (!requester) throw refused(`Downloads of type '${input.type.slice(0, 40)}' are not available.`);
  return requester(input, dependencies);
}
