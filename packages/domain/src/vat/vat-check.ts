export const VAT_CHECK_RESULTS = ['OK', 'INCORRECT', 'NOT_EU_COUNTRY', 'ERROR'] as const;

export type VatCheckResult = (typeof VAT_CHECK_RESULTS)[number];

/** An empty VAT number is fine (it is optional) and needs no server check. */
export function needsVatCheck(vatNumber: string | null | undefined): boolean {
  return (vatNumber ?? '').trim() !== '';
}

/**
 * The outcome the form shows: OK for an empty number, otherwise the server's result, and OK when
 * the server gave none (the check must not block an order when the VAT service is silent).
 */
export function vatCheckOutcome(
  vatNumber: string | null | undefined,
  serverResult: VatCheckResult | null | undefined,
): VatCheckResult {
  if (!needsVatCheck(vatNumber)) return 'OK';
  return serverResult ?? 'OK';
}
