import type { CombinedError } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { Translator as I18n } from '../../lib/i18n/translator.ts';

/** Access-code refusals in the words of this page; any other failure in the shared error texts. */
const CODE_MESSAGES: Readonly<Record<number, string>> = {
  300: 'corporate.codeNotValid',
  301: 'corporate.codeExpired',
  302: 'corporate.codeUsedUp',
};

export function corporateErrorMessage(error: CombinedError, i18n: I18n): string {
  const failure = failureOfOperation(error);
  const code = failure.kind === 'graphql' ? Number(failure.code) : Number.NaN;
  const key = CODE_MESSAGES[code] ?? failure.messageKey;
  return i18n.t(key as never);
}

/** Whether the failure is a refusal of the code itself (the page then asks for another). */
export function isAccessCodeRefusal(error: CombinedError): boolean {
  const failure = failureOfOperation(error);
  return failure.kind === 'graphql' && [300, 301, 302].includes(Number(failure.code));
}
