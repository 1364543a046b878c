import type { Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { DownloadRepository } from '../repositories/download-repository.ts';
import { downloadFileName } from '../services/downloads/download-info.ts';
import { findDownloadJob } from '../services/downloads/read-download-info.ts';
import { useHashGuardedFileRoute } from './hash-guarded-file-route.ts';

// /downloads/<id>/<hash>/<name>.zip; the name is for the browser's save dialog only.
const DOWNLOAD_PATH = /^\/downloads\/(\d{1,12})\/([^/]{1,256})\/[^/]{1,200}\.zip$/;

interface DownloadsRouteOptions {
  downloads: DownloadRepository;
  storage: FileStorage;
}

/** `GET /downloads/:id/:hash/:name.zip`: a completed download's ZIP for the holder of its hash, else 404. */
export function useDownloadsRoute({ downloads, storage }: DownloadsRouteOptions): Plugin {
  return useHashGuardedFileRoute(DOWNLOAD_PATH, async (id, hash) => {
    const job = await findDownloadJob(downloads, id, hash);
    if (job?.status !== 'completed' || !job.fileKey) return null;
    const bytes = await storage.get(job.fileKey);
    if (!bytes) return null;
    return {
      bytes,
      contentType: 'application/zip',
      disposition: `attachment; filename="${downloadFileName(job.fileKey)}.zip"`,
    };
  });
}
