/** A start-up failure whose message is the one sentence printed before exiting with code 1. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The first line of an error's message, without a trailing full stop (we add our own). */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').trim().replace(/\.$/, '') || 'unknown reason';
}
