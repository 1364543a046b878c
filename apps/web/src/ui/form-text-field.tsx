'use client';

import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface FormTextFieldProps<Values extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'id'> {
  name: Path<Values>;
  /** Changes the typed value before it is kept (VAT numbers are upper-cased as typed). */
  transform?: (value: string) => string;
}

/**
 * A TextField bound to the surrounding Form: its value, its message under it (aria-describedby,
 * aria-invalid) and its entry in the error summary. Checked by the form's schema, never the browser.
 */
export function FormTextField<Values extends FieldValues>({
  name,
  label,
  transform,
  ...props
}: FormTextFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, label);
  const say = useFormMessage();
  return (
    <TextField
      {...props}
      id={id}
      name={field.name}
      label={label}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(transform ? transform(value) : value)}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      validationBehavior="aria"
      error={say(fieldState.error?.message) ?? null}
    />
  );
}
