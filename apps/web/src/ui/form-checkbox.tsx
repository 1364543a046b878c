'use client';

import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { Checkbox } from './checkbox.tsx';
import { useRegisteredField } from './form-field-registry.ts';
import { useFormMessage } from './form-message.ts';

export interface FormCheckboxProps<Values extends FieldValues> {
  name: Path<Values>;
  children: ReactNode;
  /** How the error summary names the box when its label is more than words (a link in it). */
  label?: string;
  isDisabled?: boolean;
}

/**
 * A Checkbox bound to a boolean of the surrounding Form. A box that must be ticked (the terms)
 * shows its message under it (aria-describedby, aria-invalid) and in the error summary.
 */
export function FormCheckbox<Values extends FieldValues>({
  name,
  children,
  label,
  isDisabled,
}: FormCheckboxProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, label ?? (typeof children === 'string' ? children : name));
  const say = useFormMessage();
  const error = say(fieldState.error?.message);
  return (
    <div id={id} className="ui-field">
      <Checkbox
        name={field.name}
        isSelected={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isDisabled={isDisabled}
        isInvalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </Checkbox>
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
