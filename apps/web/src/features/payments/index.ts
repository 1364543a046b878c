// The public surface of the payments feature: what routes and other features import from it.

export { CardForm, type CardMethod } from './card-form.tsx';
export { DropInPayment } from './drop-in-payment.tsx';
export type { DropInSession } from './drop-in-session.ts';
export { followRedirect } from './follow-redirect.ts';
export { PaymentAttemptFragment } from './payment-attempt-fragment.ts';
export { type PaymentFormKind, paymentFormFor } from './payment-form-choice.ts';
export { type PaymentOutcome, paymentOutcome } from './payment-outcome.ts';
export { plainRefusalKey } from './plain-refusal.ts';
export {
  AddStoredCardMutation,
  DeleteStoredCardMutation,
  ReadStoredCardsQuery,
  UpdateDefaultStoredCardMutation,
  VerifyStoredCardPaymentMutation,
  VerifyStoredCardQuery,
} from './stored-card-operations.ts';
