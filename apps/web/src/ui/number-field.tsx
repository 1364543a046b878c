'use client';

import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Input,
  Label,
} from 'react-aria-components';
import { FieldHelp } from './field-help.tsx';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className'> {
  label: string;
  description?: string;
  error?: string | null;
  className?: string;
}

/**
 * A labelled number: typed digits are kept within `minValue`…`maxValue` when the field is left or
 * Enter is pressed; the arrow keys step it.
 */
export function NumberField({ label, description, error, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isInvalid={error ? true : props.isInvalid}
      className={`ui-field ui-number-field ${className ?? ''}`}
    >
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-input ui-number-field__input" />
      <FieldHelp description={description} error={error} />
    </AriaNumberField>
  );
}
