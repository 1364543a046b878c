'use client';

import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Checkbox } from './checkbox.tsx';
import { FieldGroup } from './field-group.tsx';
import { useListField } from './use-list-field.ts';

export interface FormCheckboxGroupProps<Values extends FieldValues> {
  /** A list of the chosen options' values in the surrounding Form. */
  name: Path<Values>;
  label: string;
  description?: string;
  /** A `disabled` option stays as it is (a script the upgrade requires, always ticked). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** Shown instead of the boxes (the options still loading or failed). */
  replacement?: ReactNode;
}

/**
 * Several options to tick (languages, families) bound to a list of the surrounding Form: a legend,
 * an optional description, its message under it and its entry in the error summary (whose link
 * leads to the first box).
 */
export function FormCheckboxGroup<Values extends FieldValues>({
  name,
  label,
  description,
  options,
  replacement,
}: FormCheckboxGroupProps<Values>) {
  const { field, id, list: chosen, error } = useListField<Values>(name, label);
  return (
    <FieldGroup id={id} label={label} description={description} error={error} className="ui-checkbox-group">
      {replacement ?? (
        <div className="ui-checkbox-group__list">
          {options.map((option) => (
            <Checkbox
              key={option.value}
              name={field.name}
              value={option.value}
              isSelected={chosen.includes(option.value)}
              isDisabled={option.disabled}
              onChange={(on) =>
                field.onChange(
                  on ? [...chosen, option.value] : chosen.filter((entry) => entry !== option.value),
                )
              }
              onBlur={field.onBlur}
            >
              {option.label}
            </Checkbox>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
