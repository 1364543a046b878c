'use client';

import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Button } from './button.tsx';
import { FieldGroup } from './field-group.tsx';
import { useListField } from './use-list-field.ts';

export interface FormRowsFieldProps<Values extends FieldValues> {
  /** A list of strings of the surrounding Form, one input per row. */
  name: Path<Values>;
  label: string;
  description?: string;
  /** The accessible name of the row at `index` (0-based) and of its remove button. */
  rowLabel: (index: number) => string;
  removeLabel: (index: number) => string;
  addLabel: string;
  type?: 'text' | 'email';
  /** Something shown after a row's input (an e-mail's invitation status). */
  after?: (value: string) => ReactNode;
}

/**
 * A field of several values of one kind (domains, e-mail addresses): rows added and removed, one
 * message for the list under it, tied to every row's input; the error summary's link leads to the
 * first row (or the add button when there is none).
 */
export function FormRowsField<Values extends FieldValues>({
  name,
  label,
  description,
  rowLabel,
  removeLabel,
  addLabel,
  type = 'text',
  after,
}: FormRowsFieldProps<Values>) {
  const { field, id, list: rows, error } = useListField<Values>(name, label);
  const set = (next: string[]) => field.onChange(next);
  return (
    <FieldGroup id={id} label={label} description={description} error={error} className="ui-rows-field">
      <ol className="ui-rows-field__list">
        {rows.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <li key={index} className="ui-rows-field__row">
            <input
              className="ui-input"
              type={type}
              inputMode={type === 'email' ? 'email' : 'url'}
              autoComplete={type === 'email' ? 'email' : 'off'}
              aria-label={rowLabel(index)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={value}
              onChange={(event) => set(rows.map((entry, at) => (at === index ? event.target.value : entry)))}
              onBlur={field.onBlur}
            />
            {after?.(value)}
            <Button
              variant="secondary"
              aria-label={removeLabel(index)}
              onPress={() => set(rows.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="ui-rows-field__add" onPress={() => set([...rows, ''])}>
        {addLabel}
      </Button>
    </FieldGroup>
  );
}
