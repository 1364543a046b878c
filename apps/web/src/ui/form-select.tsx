'use client';

import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';
import { Select, type SelectProps } from './select.tsx';

export interface FormSelectProps<Values extends FieldValues>
  extends Omit<SelectProps, 'name' | 'selectedKey' | 'onChange' | 'onBlur' | 'error' | 'id'> {
  name: Path<Values>;
  /** Called after the value changed (an address clears its state when the country changes). */
  onChosen?: (id: string) => void;
}

/** A Select bound to the surrounding Form, with its message under it and its entry in the summary. */
export function FormSelect<Values extends FieldValues>({
  name,
  label,
  onChosen,
  ...props
}: FormSelectProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, label);
  const say = useFormMessage();
  const value = String(field.value ?? '');
  return (
    <Select
      {...props}
      id={id}
      name={field.name}
      label={label}
      selectedKey={value === '' ? null : value}
      onChange={(chosen) => {
        field.onChange(chosen);
        onChosen?.(chosen);
      }}
      onBlur={field.onBlur}
      validationBehavior="aria"
      error={say(fieldState.error?.message) ?? null}
    />
  );
}
