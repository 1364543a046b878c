'use client';

import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
  TextArea,
} from 'react-aria-components';
import { FieldHelp } from './field-help.tsx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: string;
  /** The label is read out but not shown (a single field whose placeholder and button say enough). */
  isLabelHidden?: boolean;
  /** Several lines (a message): a text area of this many rows. */
  rows?: number;
  description?: string;
  /** An error to show under the field (the server's word on it); marks the field invalid. */
  error?: string | null;
  placeholder?: string;
  className?: string;
}

/**
 * A labelled text input with an optional description and an error under it. Without an `error`,
 * the browser's own validation message (required, type="email") is shown there after a submit.
 */
export function TextField({
  label,
  isLabelHidden,
  rows,
  description,
  error,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={error ? true : props.isInvalid}
      className={`ui-field ${className ?? ''}`}
    >
      <Label className={isLabelHidden ? 'visually-hidden' : 'ui-field__label'}>{label}</Label>
      {rows ? (
        <TextArea className="ui-input ui-input--multiline" rows={rows} placeholder={placeholder} />
      ) : (
        <Input className="ui-input" placeholder={placeholder} />
      )}
      <FieldHelp description={description} error={error} />
    </AriaTextField>
  );
}
