import { ERROR_CODE, messageKeyForCode } from '@foundry/errors';
import type { CombinedError } from 'urql';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import type { FormRefusal } from '../../ui/form.tsx';

/**
 * Refusals that say what is wrong with the e-mail address itself (docs/errors.md, "Sign-up address
 * checks"): already registered, a blocked domain, a domain that takes no mail, an undeliverable
 * recipient. They belong under the e-mail field, in the reader's language.
 */
const EMAIL_ADDRESS_CODES: ReadonlySet<number> = new Set([
  ERROR_CODE.EMAIL_ALREADY_REGISTERED,
  ERROR_CODE.EMAIL_BLACKLISTED,
  ERROR_CODE.EMAIL_DOMAIN_INVALID,
  ERROR_CODE.EMAIL_UNDELIVERABLE,
]);

/** The locale key to show under the e-mail field for such a refusal; null for any other error. */
export function emailFieldMessageOf(error: CombinedError): string | null {
  const code = error.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'number' && EMAIL_ADDRESS_CODES.has(code) ? messageKeyForCode(code) : null;
}

/** A failed sign-up as a form refusal: the e-mail address codes under the `email` field. */
export function signUpRefusalOf(error: CombinedError): FormRefusal {
  const email = emailFieldMessageOf(error);
  const refusal = refusalOf(error);
  return email === null ? refusal : { fieldErrors: { ...refusal.fieldErrors, email }, message: null };
}
