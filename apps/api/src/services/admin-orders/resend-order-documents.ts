import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { createOrderDocumentRepository } from '../../repositories/order-document-repository.ts';
import { ensureOrderDocuments } from '../documents/ensure-order-documents.ts';
import { orderDocumentsMail } from '../mails/order-documents-mail.tsx';
import { invoiceUrlOf, licenseUrlOf } from '../orders/order-urls.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

const WITH_DOCUMENTS = ['PAID', 'COMPLIMENTARY'];

/**
 * Mails the customer their order's invoice and licence again (links to the PDFs). A paid order
 * without documents yet gets them first, as finalizeOrder gives them (ensureOrderDocuments: the
 * invoice number once, the files once). The audit row says who sent it and to which address.
 */
export async function resendOrderDocuments(
  input: { orderId: number },
  deps: Pick<StaffDeps, 'admin' | 'staff' | 'mailer' | 'storage' | 'config'>,
) {
  const staff = requireStaff(deps.staff, 'orders.mail');
  const documents = createOrderDocumentRepository(deps.admin.db);
  const found = await documents.findOrder(input.orderId);
  if (!found) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such order.');
  if (!WITH_DOCUMENTS.includes(found.status)) {
    throw new StaffError(STAFF_ERROR.CONFLICT, `A ${found.status} order has no invoice or licence.`);
  }
  const to = found.email ?? found.invoiceAddress?.email ?? null;
  if (!to) throw new StaffError(STAFF_ERROR.CONFLICT, 'This order has no e-mail address to send to.');
  const order = await ensureOrderDocuments(found, { invoice: true }, { documents, storage: deps.storage });
  const mail = {
    to,
    orderNumber: order.invoiceNumber ?? String(order.id),
    invoiceUrl: invoiceUrlOf(order, deps.config),
    licenseUrl: licenseUrlOf(order, deps.config),
  };
  await auditedWrite(deps.admin.db, staff, async () => ({
    result: null,
    audit: {
      action: 'order.resend-documents',
      entityType: 'order',
      entityId: String(order.id),
      before: null,
      after: { to, invoice: mail.invoiceUrl !== null, licence: mail.licenseUrl !== null },
    },
  }));
  await deps.mailer.send(await orderDocumentsMail(mail)).catch(() => {
    throw new StaffError(STAFF_ERROR.PROVIDER_FAILED, 'The mail could not be sent; try again later.');
  });
  return true;
}
