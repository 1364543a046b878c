import type { Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { OrderDocumentRepository } from '../repositories/order-document-repository.ts';
import { readPriceCalculationDocument } from '../services/documents/price-calculation-document.ts';
import { type OrderDocumentKind, readOrderDocument } from '../services/documents/read-order-document.ts';
import { useHashGuardedFileRoute } from './hash-guarded-file-route.ts';

// /orders/<id>/<hash>/invoice.pdf, /license.pdf and /price-calculation.pdf
const DOCUMENT_PATH = /^\/orders\/(\d{1,12})\/([^/]{1,256})\/(invoice|license|price-calculation)\.pdf$/;

interface OrderDocumentsRouteOptions {
  documents: OrderDocumentRepository;
  storage: FileStorage;
}

/**
 * `GET /orders/:id/:hash/invoice.pdf` and `/license.pdf`: the order's PDF for the holder of its
 * hash (compared in constant time), 404 for anyone else, for unpaid orders and unknown ones alike.
 * `/price-calculation.pdf`: the quote of an open price calculation (404 for other orders).
 */
export function useOrderDocumentsRoute({ documents, storage }: OrderDocumentsRouteOptions): Plugin {
  return useHashGuardedFileRoute(DOCUMENT_PATH, async (orderId, hash, match) => {
    const kind = match[3] as OrderDocumentKind | 'price-calculation';
    const document =
      kind === 'price-calculation'
        ? await readPriceCalculationDocument({ orderId, hash }, { documents })
        : await readOrderDocument({ orderId, hash, kind }, { documents, storage });
    if (!document) return null;
    return {
      bytes: document.bytes,
      contentType: 'application/pdf',
      disposition: `inline; filename="${document.fileName}"`,
    };
  });
}
