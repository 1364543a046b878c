'use client';

import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import './field.css';
import './popover.css';
import './select.css';

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
}

/** A labelled choice of one option from a list that opens in a popover (type-ahead included). */
export function Select({ label, options, description, error, onChange, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
      isInvalid={error ? true : props.isInvalid}
      className="ui-field ui-select"
    >
      <Label className="ui-field__label">{label}</Label>
      <Button className="ui-input ui-select__button">
        <SelectValue className="ui-select__value" />
        <span aria-hidden="true" className="ui-select__chevron" />
      </Button>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{error ?? undefined}</FieldError>
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
