import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';

/**
 * The binding of a field whose value is one chosen id (a select, a radio group): the props the
 * control takes for its value, the id the error summary links to and its message in words.
 * `onChosen` hears each change after the form has it.
 */
export function useChoiceField<Values extends FieldValues>(
  name: Path<Values>,
  label: string,
  onChosen?: (id: string) => void,
) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, label);
  const say = useFormMessage();
  return {
    id,
    name: field.name,
    label,
    value: String(field.value ?? ''),
    onChange: (chosen: string) => {
      field.onChange(chosen);
      onChosen?.(chosen);
    },
    onBlur: field.onBlur,
    validationBehavior: 'aria' as const,
    error: say(fieldState.error?.message) ?? null,
  };
}
