/**
 * A malformed argument the client sent (too long, out of range, not one of the allowed values),
 * reported beside the fields it concerns. Unlike AppError it has no catalogue number: the API sends
 * it with the code 'BAD_USER_INPUT', the same code GraphQL gives an argument of the wrong type.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  /** Per-field messages, keyed by the argument or input field name. */
  readonly fields: Readonly<Record<string, string>>;

  /** `message` defaults to the first field's message. */
  constructor(fields: Record<string, string>, message?: string) {
    super(message ?? Object.values(fields)[0] ?? 'Invalid input.');
    this.fields = fields;
  }
}

/** True for an InputError, also across copies of this package (checks the shape, not the prototype). */
export function isInputError(value: unknown): value is InputError {
  return (
    value instanceof InputError ||
    (value instanceof Error &&
      value.name === 'InputError' &&
      typeof (value as InputError).fields === 'object' &&
      (value as InputError).fields !== null)
  );
}
