import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';

/**
 * The binding of a field whose value is a list of strings (a checkbox group, rows of text): the
 * controller, the id the error summary links to, the list and its message in words (ui/field-group.tsx shows them).
 */
export function useListField<Values extends FieldValues>(name: Path<Values>, label: string) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, label);
  const say = useFormMessage();
  const list: string[] = Array.isArray(field.value) ? field.value : [];
  const error = say(fieldState.error?.message);
  return { field, id, list, error };
}
