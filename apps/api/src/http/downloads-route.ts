import type { Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { DownloadRepository } from '../repositories/download-repository.ts';
import { downloadFileName } from '../services/downloads/download-info.ts';
import { findDownloadJob } from '../services/downloads/read-download-info.ts';

// /downloads/<id>/<hash>/<name>.zip; the name is for the browser's save dialog only.
const DOWNLOAD_PATH = /^\/downloads\/(\d{1,12})\/([^/]{1,256})\/[^/]{1,200}\.zip$/;

interface DownloadsRouteOptions {
  downloads: DownloadRepository;
  storage: FileStorage;
}

/** `GET /downloads/:id/:hash/:name.zip`: a completed download's ZIP for the holder of its hash, else 404. */
export function useDownloadsRoute({ downloads, storage }: DownloadsRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const match = DOWNLOAD_PATH.exec(url.pathname);
      if (!match) return;
      const headers = new fetchAPI.Headers({
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      });
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        headers.set('Allow', 'GET, HEAD');
        endResponse(new fetchAPI.Response(null, { status: 405, headers }));
        return;
      }
      let hash: string;
      try {
        hash = decodeURIComponent(match[2] ?? '');
      } catch {
        hash = '';
      }
      const job = await findDownloadJob(downloads, Number(match[1]), hash);
      const bytes = job?.status === 'completed' && job.fileKey ? await storage.get(job.fileKey) : null;
      if (!job?.fileKey || !bytes) {
        headers.set('Content-Type', 'text/plain; charset=utf-8');
        endResponse(new fetchAPI.Response('Not found.', { status: 404, headers }));
        return;
      }
      headers.set('Content-Type', 'application/zip');
      headers.set('Content-Disposition', `attachment; filename="${downloadFileName(job.fileKey)}.zip"`);
      headers.set('Content-Length', String(bytes.byteLength));
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
          status: 200,
          headers,
        }),
      );
    },
  };
}
