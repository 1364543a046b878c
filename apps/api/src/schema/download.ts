import { createDownloadInfo } from '../services/downloads/create-download-info.ts';
import { DOWNLOAD_STATUSES, type DownloadInfo } from '../services/downloads/download-info.ts';
import { readDownloadInfo } from '../services/downloads/read-download-info.ts';
import { builder } from './builder.ts';

export const DownloadStatusRef = builder.enumType('DownloadStatus', {
  description: 'A download job: Pending, then Generating, then Completed or Failed (both final).',
  values: DOWNLOAD_STATUSES,
});

export const DownloadInfoRef = builder.objectRef<DownloadInfo>('DownloadInfo').implement({
  description: 'A download job, polled with readDownloadInfo(id, hash) until Completed or Failed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    hash: t.exposeString('hash', { description: 'The secret that reads the job and fetches its file.' }),
    status: t.field({ type: DownloadStatusRef, resolve: (info) => info.status }),
    file: t.exposeString('file', {
      nullable: true,
      description: 'Absolute URL of the ZIP once Completed.',
    }),
  }),
});

builder.mutationField('createDownloadInfo', (t) =>
  t.field({
    type: DownloadInfoRef,
    description:
      "Queues a download. type 'order': the fonts of a paid order (only the family familyID when given), " +
      'for the holder of its hash or its signed-in owner. Error 200 otherwise, or when unpaid. ' +
      "type 'family': a family the signed-in user owns (familyID), in the encodings encodingIDs. " +
      "type 'customisation': a static instance of the saved customisation customisationID.",
    args: {
      familyID: t.arg.id({ required: false }),
      orderID: t.arg.id({ required: false }),
      hash: t.arg.string({ required: false }),
      type: t.arg.string({ required: true }),
      code: t.arg.string({ required: false }),
      encodingIDs: t.arg.idList({ required: false }),
      customisationID: t.arg.id({ required: false }),
    },
    resolve: (_root, args, context) =>
      createDownloadInfo(
        {
          familyId: args.familyID == null ? null : String(args.familyID),
          orderId: args.orderID == null ? null : String(args.orderID),
          hash: args.hash ?? null,
          type: args.type,
          code: args.code ?? null,
          encodingIds: args.encodingIDs == null ? null : args.encodingIDs.map(String),
          customisationId: args.customisationID == null ? null : String(args.customisationID),
          userId: context.user?.id ?? null,
        },
        { repositories: context.repositories, apiUrl: context.config.apiUrl },
      ),
  }),
);

builder.queryField('readDownloadInfo', (t) =>
  t.field({
    type: DownloadInfoRef,
    description: 'A download job by its id and hash (error 200 for a wrong pair).',
    args: { id: t.arg.id({ required: true }), hash: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      readDownloadInfo(
        { id: String(args.id), hash: args.hash },
        { downloads: context.repositories.downloads, apiUrl: context.config.apiUrl },
      ),
  }),
);
