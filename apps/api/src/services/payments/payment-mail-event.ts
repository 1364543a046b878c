import { isCurrencyCode, money } from '@foundry/domain';
import type { ProviderPaymentResult } from '../../integrations/payments/payment-provider.ts';
import type { RecordedResult } from '../../repositories/payment-repository.ts';
import type { BankTransferDetails } from '../mails/bank-transfer-mail.tsx';

/** The mail a payment result calls for (docs/mails.md). */
export type PaymentMailEvent =
  | { kind: 'paid' }
  | { kind: 'refused'; reason: string | null }
  | { kind: 'bank-transfer'; details: BankTransferDetails };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The transfer details of a bank-transfer action (`{ type: 'bankTransfer', beneficiary, iban, bic,
 * reference, totalAmount: { value, currency } }`, Adyen's shape), or null when it lacks what a
 * customer needs to pay: the account, the reference and the amount.
 */
export function bankTransferDetailsOf(action: Record<string, unknown> | null): BankTransferDetails | null {
  if (!action) return null;
  const iban = text(action.iban);
  const reference = text(action.reference);
  const total = action.totalAmount as { value?: unknown; currency?: unknown } | undefined;
  const value = total?.value;
  const currency = total?.currency;
  if (!iban || !reference || !Number.isInteger(value) || typeof currency !== 'string') return null;
  if (!isCurrencyCode(currency)) return null;
  return {
    beneficiary: text(action.beneficiary),
    iban,
    bic: text(action.bic),
    reference,
    amount: money(value as number, currency),
  };
}

/**
 * Which mail a recorded payment result calls for. Only the call that made the change mails, so a
 * replayed answer or a redelivered webhook sends nothing twice:
 * - the order became PAID → the order confirmation;
 * - the attempt was recorded Refused → payment refused (the order stays payable);
 * - a bank transfer moved the order to WAITING_FOR_BANKTRANSFER → the transfer details.
 */
export function paymentMailFor(
  recorded: RecordedResult,
  result: Pick<ProviderPaymentResult, 'resultCode' | 'refusalReason' | 'action'>,
): PaymentMailEvent | null {
  if (recorded.orderChanged && recorded.orderStatus === 'PAID') return { kind: 'paid' };
  if (!recorded.recorded) return null;
  if (result.resultCode === 'Refused') return { kind: 'refused', reason: result.refusalReason };
  if (
    result.resultCode === 'Received' &&
    recorded.orderChanged &&
    recorded.orderStatus === 'WAITING_FOR_BANKTRANSFER'
  ) {
    const details = bankTransferDetailsOf(result.action);
    return details ? { kind: 'bank-transfer', details } : null;
  }
  return null;
}
