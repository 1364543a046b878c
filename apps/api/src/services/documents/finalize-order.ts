import { AppError, ERROR_CODE } from '@foundry/errors';
import type { DocumentOrderRow } from '../../repositories/order-document-repository.ts';
import { mayAccessOrder } from '../orders/order-permissions.ts';
import { ensureOrderDocuments, type OrderDocumentDependencies } from './ensure-order-documents.ts';

export interface FinalizeOrderInput {
  orderId: number;
  hash: string | null;
  /** The signed-in user, who may finalise their own orders without the hash. */
  userId: number | null;
  /** Absent means yes: the invoice is what a finished order is for. */
  generateInvoice: boolean | null;
}

/**
 * finalizeOrder: for the hash holder or the owner. A paid or complimentary order gets its invoice
 * number (once) and its invoice and licence PDFs (once; a second call returns the same files). Any
 * other order is returned as it is. Error 200 for an unknown order or a caller without access, the
 * same answer for both so order ids cannot be probed.
 */
export async function finalizeOrder(
  input: FinalizeOrderInput,
  dependencies: OrderDocumentDependencies,
): Promise<DocumentOrderRow> {
  const order = Number.isSafeInteger(input.orderId)
    ? await dependencies.documents.findOrder(input.orderId)
    : null;
  if (!order || !mayAccessOrder(order, input.hash, input.userId === null ? null : { id: input.userId })) {
    throw new AppError(ERROR_CODE.ORDER_INVALID);
  }
  return ensureOrderDocuments(order, { invoice: input.generateInvoice ?? true }, dependencies);
}
