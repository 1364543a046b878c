import { graphql } from '../graphql.ts';

/** A download job as its poller reads it: id and hash to ask again, its status and, once done, the file. */
export const DownloadInfoFields = graphql(`
  fragment DownloadInfoFields on DownloadInfo @_unmask {
    id
    hash
    status
    file
  }
`);
