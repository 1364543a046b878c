import { VAT_NUMBER_FORMATS } from './builtin-vat-checker.ts';
import type { VatChecker, VatNumberCheck } from './vat-checker.ts';

/** How long a VIES answer may take before the number counts as not checkable right now. */
export const VIES_TIMEOUT_MS = 8_000;

/**
 * The answer of VIES `POST /check-vat-number`
 * (https://ec.europa.eu/taxation_customs/vies/#/technical-information). A member state that is down
 * answers `valid: false` with a `userError` such as MS_UNAVAILABLE; failures of the service itself
 * come as `{ actionSucceed: false, errorWrappers: [{ error, message }] }`.
 */
interface ViesAnswer {
  valid?: boolean;
  name?: string | null;
  address?: string | null;
  userError?: string;
  actionSucceed?: boolean;
  errorWrappers?: { error?: string; message?: string }[];
}

/** userError values that are an answer about the number, not an outage. */
const ANSWERED = new Set(['VALID', 'INVALID']);

/** VIES writes '---' where a member state does not disclose the trader's name or address. */
function disclosed(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && text !== '---' ? text : null;
}

export function createViesVatChecker(options: { url: string; timeoutMs?: number }): VatChecker {
  const endpoint = `${options.url}/check-vat-number`;
  const timeoutMs = options.timeoutMs ?? VIES_TIMEOUT_MS;
  const unavailable = (reason: string): VatNumberCheck => ({
    status: 'UNAVAILABLE',
    name: null,
    address: null,
    reason,
  });

  return {
    async check(vatCode, vatNumber) {
      // VIES would answer INVALID_INPUT: spare it (and its rate limits) numbers that cannot be valid.
      if (!VAT_NUMBER_FORMATS[vatCode]?.test(vatNumber))
        return { status: 'INVALID', name: null, address: null };
      let answer: ViesAnswer;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vatCode, vatNumber }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = (await response.json().catch(() => ({}))) as ViesAnswer;
        const wrapped = answer.errorWrappers?.[0]?.error;
        // A malformed number is an answer about the number, whatever the HTTP status.
        if (wrapped === 'INVALID_INPUT') return { status: 'INVALID', name: null, address: null };
        if (!response.ok)
          return unavailable(`VIES answered HTTP ${response.status}${wrapped ? ` ${wrapped}` : ''}`);
        if (answer.actionSucceed === false || wrapped)
          return unavailable(`VIES error ${wrapped ?? 'unknown'}`);
      } catch (error) {
        return unavailable(`VIES unreachable: ${(error as Error).message}`);
      }
      if (typeof answer.valid !== 'boolean') return unavailable('VIES answer without "valid"');
      if (answer.userError && !ANSWERED.has(answer.userError))
        return unavailable(`VIES userError ${answer.userError}`);
      if (!answer.valid) return { status: 'INVALID', name: null, address: null };
      return { status: 'VALID', name: disclosed(answer.name), address: disclosed(answer.address) };
    },
  };
}
