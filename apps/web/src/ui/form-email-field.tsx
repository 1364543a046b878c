'use client';

import { EMAIL_MAX_LENGTH } from '@foundry/domain';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/** An e-mail address field of a Form: required, at most 80 characters, the browser's e-mail autofill. */
export function FormEmailField<Values extends FieldValues>(
  props: Omit<FormTextFieldProps<Values>, 'type' | 'maxLength' | 'isRequired'>,
) {
  return (
    <FormTextField<Values>
      autoComplete="email"
      {...props}
      type="email"
      isRequired
      maxLength={EMAIL_MAX_LENGTH}
    />
  );
}
