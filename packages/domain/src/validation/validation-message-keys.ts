/** Form message keys (docs/errors.md), in the web app's `common` namespace. */
export const VALIDATION_MESSAGE_KEYS = {
  /** A pattern check found a character the field does not accept. */
  forbiddenCharacter: 'contains_forbidden_character',
  /** The value is longer than the field allows (e-mail: 80). */
  maxLength: 'field_max_length_error',
  /** Shown above a form when the server attached errors to its fields (not for error code 0). */
  formHasFieldErrors: 'form_has_field_errors_message',
} as const;
