import type { CombinedError } from 'urql';
import type { FormRefusal } from '../../ui/form.tsx';
import { failureOfOperation } from '../graphql/failure-of-operation.ts';

/**
 * A failed mutation as a form refusal: `extensions.fields` by the form's field names (the last part
 * of the server's path unless `fieldOf` says otherwise; null drops the name into the message), and
 * the catalogue message of the error code when no field was named.
 */
export function refusalOf(
  error: CombinedError,
  fieldOf: (serverName: string) => string | null = (name) => name.split('.').pop() ?? name,
): FormRefusal {
  const raw = error.graphQLErrors[0]?.extensions?.fields;
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  if (raw && typeof raw === 'object') {
    for (const [name, message] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof message !== 'string') continue;
      const field = fieldOf(name);
      if (field) fieldErrors[field] = message;
      else other.push(message);
    }
  }
  const placed = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    message: other[0] ?? (placed ? null : failureOfOperation(error).messageKey),
  };
}
