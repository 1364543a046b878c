import type { ErrorCode } from './catalogue.ts';
import { englishMessageForCode } from './english-message-for-code.ts';

export interface AppErrorOptions {
  /** Overrides the catalogue's English sentence. */
  message?: string;
  /** Per-field messages, keyed by the input field name the form shows them beside. */
  fields?: Record<string, string>;
  cause?: unknown;
}

/**
 * A failure the user can act on. The API throws it from use-cases and maps it to a GraphQLError with
 * `extensions.code` and `extensions.fields`; anything that is not an AppError is a bug and is masked.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? englishMessageForCode(code), { cause: options.cause });
    this.code = code;
    this.fields = options.fields;
  }
}

/** True for an AppError, also across copies of this package (checks the shape, not the prototype). */
export function isAppError(value: unknown): value is AppError {
  return (
    value instanceof AppError ||
    (value instanceof Error && value.name === 'AppError' && typeof (value as AppError).code === 'number')
  );
}
