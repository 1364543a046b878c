// Operations of an order's follow-ups (apps/api/src/admin/schema/order-follow-ups.ts).
export const MARK_BANK_TRANSFER_RECEIVED = /* GraphQL */ `
  mutation MarkBankTransferReceived($orderId: ID!, $reference: String!) {
    markBankTransferReceived(orderId: $orderId, reference: $reference) { id status }
  }
`;

export const RESEND_ORDER_DOCUMENTS =
  'mutation ResendOrderDocuments($orderId: ID!) { resendOrderDocuments(orderId: $orderId) }';
