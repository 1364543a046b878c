import type { Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { OrderDocumentRepository } from '../repositories/order-document-repository.ts';
import { type OrderDocumentKind, readOrderDocument } from '../services/documents/read-order-document.ts';

// /orders/<id>/<hash>/invoice.pdf and /orders/<id>/<hash>/license.pdf
const DOCUMENT_PATH = /^\/orders\/(\d{1,12})\/([^/]{1,256})\/(invoice|license)\.pdf$/;

interface OrderDocumentsRouteOptions {
  documents: OrderDocumentRepository;
  storage: FileStorage;
}

/**
 * `GET /orders/:id/:hash/invoice.pdf` and `/license.pdf`: the order's PDF for the holder of its
 * hash (compared in constant time), 404 for anyone else, for unpaid orders and unknown ones alike.
 */
export function useOrderDocumentsRoute({ documents, storage }: OrderDocumentsRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const match = DOCUMENT_PATH.exec(url.pathname);
      if (!match) return;
      // The URL carries the order's secret: keep it out of caches and other sites' Referer headers.
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
      const document = await readOrderDocument(
        { orderId: Number(match[1]), hash, kind: match[3] as OrderDocumentKind },
        { documents, storage },
      );
      if (!document) {
        headers.set('Content-Type', 'text/plain; charset=utf-8');
        endResponse(new fetchAPI.Response('Not found.', { status: 404, headers }));
        return;
      }
      headers.set('Content-Type', 'application/pdf');
      headers.set('Content-Disposition', `inline; filename="${document.fileName}"`);
      headers.set('Content-Length', String(document.bytes.byteLength));
      endResponse(
        new fetchAPI.Response(
          request.method === 'HEAD' ? null : (document.bytes as Uint8Array<ArrayBuffer>),
          {
            status: 200,
            headers,
          },
        ),
      );
    },
  };
}
