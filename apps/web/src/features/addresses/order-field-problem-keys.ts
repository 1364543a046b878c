import { type OrderFieldProblem, VALIDATION_MESSAGE_KEYS } from '@foundry/domain';

/**
 * The web's message key for each problem the domain finds in an address field (orderFieldProblem),
 * shared by the checkout's details and the account's address forms.
 */
export const ORDER_FIELD_PROBLEM_KEYS: Record<OrderFieldProblem, string> = {
  required: 'field_required',
  tooLong: VALIDATION_MESSAGE_KEYS.maxLength,
  forbiddenCharacter: VALIDATION_MESSAGE_KEYS.forbiddenCharacter,
  invalidZip: 'checkout.invalidZip',
  invalidPhone: 'checkout.invalidPhone',
  invalidCountry: 'checkout.chooseCountry',
  invalidEmail: 'checkout.invalidEmail',
};
