import type { ReactNode } from 'react';
import type { FontsInUseFieldProps } from './fonts-in-use-form-parts.ts';

interface FontsInUseChoiceGroupProps extends FontsInUseFieldProps {
  field: 'languages' | 'families';
  /** The hint under the legend, if any. */
  hint?: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  /** Shown instead of the boxes (the options still loading or failed). */
  replacement?: ReactNode;
}

/** A group of check boxes (languages, families) with its legend, hint and problem. */
export function FontsInUseChoiceGroup({
  form,
  parts,
  field,
  hint,
  options,
  chosen,
  onToggle,
  replacement,
}: FontsInUseChoiceGroupProps) {
  return (
    <fieldset className="fiu-form__choices" aria-describedby={form.describedBy(field, hint !== undefined)}>
      <legend id={form.fieldId(field)} tabIndex={-1}>
        {parts.label(field, false)}
      </legend>
      {hint === undefined ? null : parts.hintText(field, hint)}
      {replacement ?? (
        <div className="fiu-form__choice-list">
          {options.map((option) => (
            <label key={option.value} className="fiu-form__choice">
              <input
                type="checkbox"
                name={field}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      {parts.problemText(field)}
    </fieldset>
  );
}
