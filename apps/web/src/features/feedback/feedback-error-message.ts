/**
 * The text a failed feedback shows (docs/errors.md): an Error's message, a string as it is, anything
 * else the translated unknown-error text.
 */
export function feedbackErrorMessage(failure: unknown, unknownText: string): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'string') return failure;
  return unknownText;
}
