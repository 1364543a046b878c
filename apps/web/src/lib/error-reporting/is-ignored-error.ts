/**
 * Errors never reported (docs/errors.md): errors thrown from the sample script file, Next's redirect and
 * notFound control-flow errors, and aborted plays or fetches, which are user actions, not faults.
 */
export const IGNORED_SCRIPT_FILE = /\/sample\.js(\?|$)/;
const IGNORED_MESSAGES = ['The play() request was interrupted', 'AbortError', 'The operation was aborted'];
const NEXT_CONTROL_FLOW_DIGESTS = ['NEXT_REDIRECT', 'NEXT_NOT_FOUND', 'NEXT_HTTP_ERROR_FALLBACK'];

interface EventLike {
  exception?: {
    values?: { type?: string; value?: string; stacktrace?: { frames?: { filename?: string }[] } }[];
  };
  message?: string;
}

export function isIgnoredError(event: EventLike, originalException?: unknown): boolean {
  const original = originalException as { name?: unknown; message?: unknown; digest?: unknown } | null;
  const digest = typeof original?.digest === 'string' ? original.digest : '';
  if (NEXT_CONTROL_FLOW_DIGESTS.some((prefix) => digest.startsWith(prefix))) return true;
  if (original?.name === 'AbortError') return true;

  const values = event.exception?.values ?? [];
  const texts = [event.message ?? '', ...values.flatMap((v) => [v.type ?? '', v.value ?? ''])];
  if (typeof original?.message === 'string') texts.push(original.message);
  if (texts.some((text) => IGNORED_MESSAGES.some((message) => text.includes(message)))) return true;
  if (texts.some((text) => NEXT_CONTROL_FLOW_DIGESTS.some((d) => text.startsWith(d)))) return true;

  const frames = values.flatMap((v) => v.stacktrace?.frames ?? []);
  return frames.some((frame) => IGNORED_SCRIPT_FILE.test(frame.filename ?? ''));
}
