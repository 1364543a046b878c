'use client';

import { TYPED_CODE_MAX_LENGTH } from '@foundry/domain';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/**
 * A code typed to unlock something (a discount code, a corporate access code): required, at most
 * 64 characters, never filled in by the browser's autofill.
 */
export function FormCodeField<Values extends FieldValues>(
  props: Omit<FormTextFieldProps<Values>, 'type' | 'maxLength' | 'autoComplete' | 'isRequired'>,
) {
  return <FormTextField<Values> {...props} autoComplete="off" maxLength={TYPED_CODE_MAX_LENGTH} isRequired />;
}
