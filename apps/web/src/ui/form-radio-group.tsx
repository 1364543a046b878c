'use client';

import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';

export interface FormRadioGroupProps<Values extends FieldValues>
  extends Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'id'> {
  name: Path<Values>;
  /** Called after the choice changed (the checkout keeps the shipping method as soon as it is chosen). */
  onChosen?: (id: string) => void;
}

/**
 * One choice among a few options (shipping methods) bound to the surrounding Form: its message under
 * it and its entry in the error summary, whose link leads to the first option.
 */
export function FormRadioGroup<Values extends FieldValues>({
  name,
  label,
  onChosen,
  ...props
}: FormRadioGroupProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, label);
  const say = useFormMessage();
  const value = String(field.value ?? '');
  return (
    <RadioGroup
      {...props}
      id={id}
      name={field.name}
      label={label}
      value={value === '' ? null : value}
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
