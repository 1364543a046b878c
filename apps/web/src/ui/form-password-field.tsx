'use client';

import { PASSWORD_MAX_LENGTH } from '@foundry/domain';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

export interface FormPasswordFieldProps<Values extends FieldValues>
  extends Omit<FormTextFieldProps<Values>, 'type' | 'maxLength' | 'autoComplete'> {
  /** `current`: the password the account has (signing in, confirming); `new`: one being chosen. */
  kind: 'current' | 'new';
}

/**
 * A password field of a Form: at most 200 characters and the browser's password manager told which
 * kind it is. Required unless `isRequired={false}` (an optional confirmation).
 */
export function FormPasswordField<Values extends FieldValues>({
  kind,
  isRequired = true,
  ...props
}: FormPasswordFieldProps<Values>) {
  return (
    <FormTextField<Values>
      {...props}
      type="password"
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      isRequired={isRequired}
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
}
