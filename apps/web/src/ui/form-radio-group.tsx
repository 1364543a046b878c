'use client';

import type { FieldValues, Path } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';
import { useChoiceField } from './use-choice-field.ts';

export interface FormRadioGroupProps<Values extends FieldValues>
  extends Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'id'> {
  name: Path<Values>;
  /** Called after the choice changed (a pledge raises its points to what the chosen reward needs; the checkout keeps a shipping method at once). */
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
  const field = useChoiceField<Values>(name, label, onChosen);
  // Nothing chosen yet is null, not '': react-aria takes '' for a choice and then lets Tab skip every radio.
  return <RadioGroup {...props} {...field} value={field.value === '' ? null : field.value} />;
}
