'use client';

import { useRef } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from 'react-aria-components';
import { ComboBoxEarlyText } from './combo-box-early-text.tsx';
import { FieldHelp } from './field-help.tsx';

export interface ComboBoxOption {
  id: string;
  label: string;
}

export interface ComboBoxProps
  extends Omit<
    AriaComboBoxProps<ComboBoxOption>,
    'children' | 'className' | 'items' | 'defaultItems' | 'onSelectionChange' | 'defaultFilter'
  > {
  label: string;
  /** Every option offered; the list shows those whose label contains what is typed. */
  options: readonly ComboBoxOption[];
  description?: string;
  error?: string | null;
  placeholder?: string;
  /** Said in the open list when no option matches what is typed; without it the list closes. */
  emptyText?: string;
  /** The option chosen (Enter or a click), or null when the field is emptied. */
  onSelectionChange?: (id: string | null) => void;
  className?: string;
}

/**
 * A labelled text field with a list of suggestions: typing filters the options (case, accents and
 * surrounding spaces ignored), arrow keys move through them, Enter or a click chooses one, Escape
 * closes the list and puts back the text of the option chosen. Text typed before the page hydrated
 * is read on hydration and filters the list as if typed after.
 */
export function ComboBox({
  label,
  options,
  description,
  error,
  placeholder,
  emptyText,
  onSelectionChange,
  className,
  ...props
}: ComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      defaultFilter={(text, typed) => contains(text, typed.trim())}
      allowsEmptyCollection={emptyText !== undefined || props.allowsEmptyCollection}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      isInvalid={error ? true : props.isInvalid}
      className={`ui-field ui-combo-box ${className ?? ''}`}
    >
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-combo-box__box">
        <Input ref={inputRef} className="ui-input ui-combo-box__input" placeholder={placeholder} />
        {/* The pointer's way to open the list (out of the tab order: the arrow keys open it). */}
        <Button className="ui-combo-box__button">
          <span aria-hidden="true" className="ui-chevron" />
        </Button>
      </div>
      <ComboBoxEarlyText inputRef={inputRef} />
      <FieldHelp description={description} error={error} />
      <Popover className="ui-popover ui-combo-box__popover">
        <ListBox
          className="ui-listbox"
          renderEmptyState={() => <span className="ui-combo-box__empty">{emptyText}</span>}
        >
          {(option: ComboBoxOption) => (
            <ListBoxItem id={option.id} className="ui-listbox__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
