'use client';

import type { Ref } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
  Label,
} from 'react-aria-components';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { FieldHelp } from './field-help.tsx';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'> {
  label: string;
  /** The label is read out but not shown (the field's placeholder and its place say enough). */
  isLabelHidden?: boolean;
  description?: string;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The field takes the focus when its overlay opens (ui/overlay-dialog.tsx). */
  'data-autofocus'?: boolean;
}

/**
 * A labelled search input (`type="search"`): Escape or the clear button empties it, Enter submits
 * the surrounding form.
 */
export function SearchField({
  label,
  isLabelHidden,
  description,
  placeholder,
  className,
  inputRef,
  'data-autofocus': autofocus,
  ...props
}: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    // Nothing to remember: the browser's own suggestions would cover the results.
    <AriaSearchField autoComplete="off" {...props} className={`ui-field ui-search-field ${className ?? ''}`}>
      <Label className={isLabelHidden ? 'visually-hidden' : 'ui-field__label'}>{label}</Label>
      <div className="ui-search-field__box">
        <Input
          ref={inputRef}
          className="ui-input ui-search-field__input"
          placeholder={placeholder}
          data-autofocus={autofocus || undefined}
        />
        <Button className="ui-search-field__clear" aria-label={String(t('forms.clearSearch'))}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <FieldHelp description={description} />
    </AriaSearchField>
  );
}
