'use client';

import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp } from './field-help.tsx';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items' | 'onChange'> {
  label: string;
  options: readonly SelectOption[];
  description?: string;
  error?: string | null;
  onChange?: (id: string) => void;
  className?: string;
}

/** A labelled choice of one option from a list that opens in a popover (type-ahead included). */
export function Select({ label, options, description, error, onChange, className, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      isInvalid={error ? true : props.isInvalid}
      className={`ui-field ui-select ${className ?? ''}`}
    >
      <Label className="ui-field__label">{label}</Label>
      <Button className="ui-input ui-select__button">
        <SelectValue className="ui-select__value" />
        <span aria-hidden="true" className="ui-chevron" />
      </Button>
      <FieldHelp description={description} error={error} />
      <Popover className="ui-popover ui-select__popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="ui-listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
