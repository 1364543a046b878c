'use client';

import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { Checkbox } from './checkbox.tsx';

export interface FormCheckboxProps<Values extends FieldValues> {
  name: Path<Values>;
  children: ReactNode;
  isDisabled?: boolean;
}

/** A Checkbox bound to a boolean of the surrounding Form. */
export function FormCheckbox<Values extends FieldValues>({
  name,
  children,
  isDisabled,
}: FormCheckboxProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field } = useController({ name, control });
  return (
    <Checkbox
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={isDisabled}
    >
      {children}
    </Checkbox>
  );
}
