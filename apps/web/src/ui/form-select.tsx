'use client';

import type { FieldValues, Path } from 'react-hook-form';
import { Select, type SelectProps } from './select.tsx';
import { useChoiceField } from './use-choice-field.ts';

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
  const { value, ...bound } = useChoiceField<Values>(name, label, onChosen);
  return <Select {...props} {...bound} selectedKey={value === '' ? null : value} />;
}
