import type { GuestField } from './guest-form-values.ts';

interface ErrorWithExtensions {
  extensions?: Record<string, unknown> | undefined;
}

export interface ServerFieldErrors {
  /** Messages for the guest form's fields. */
  fields: Partial<Record<GuestField, string>>;
  /** Messages the form cannot place beside a field (other inputs' fields). */
  other: string[];
  /** The error code; 0 means the form shows no 'form_has_field_errors_message'. */
  code: unknown;
}

/** Server names (OrderUserInput, maybe under 'user.') → the form's fields. */
function formField(name: string): GuestField | null {
  const bare = name.replace(/^(user|userInput)\./, '');
  if (bare === 'address' || bare === 'address.0' || bare === 'address[0]') return 'address1';
  if (bare === 'address.1' || bare === 'address[1]') return 'address2';
  if (bare === 'address.2' || bare === 'address[2]') return 'address3';
  const known: readonly string[] = [
    'email',
    'name',
    'organization',
    'city',
    'zip',
    'country',
    'state',
    'vatNumber',
    'phone',
  ];
  return known.includes(bare) ? (bare as GuestField) : null;
}

/** The `extensions.fields` of the first GraphQL error, attached to the form's fields. */
export function serverFieldErrors(errors: readonly ErrorWithExtensions[]): ServerFieldErrors | null {
  const first = errors[0];
  const raw = first?.extensions?.fields;
  if (!raw || typeof raw !== 'object') return null;
  const result: ServerFieldErrors = { fields: {}, other: [], code: first?.extensions?.code };
  for (const [name, message] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const field = formField(name);
    if (field) result.fields[field] = message;
    else result.other.push(message);
  }
  return result;
}
