'use client';

import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';

export interface FormRadioGroupProps<Values extends FieldValues>
  extends Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'id'> {
  name: Path<Values>;
  /** Called after the choice changed (a pledge raises its points to what the chosen reward needs). */
  onChosen?: (id: string) => void;
}

/**
 * One choice among a few options bound to the surrounding Form, with its message under it and its
 * entry in the error summary (whose link leads to the first radio).
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
  return (
    <RadioGroup
      {...props}
      id={id}
      name={field.name}
      label={label}
      value={String(field.value ?? '')}
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
