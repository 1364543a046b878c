'use client';

import { ToggleButton } from 'react-aria-components';

export interface ToggleOption {
  id: string;
  label: string;
  /** A second line under the label, e.g. the price of a tier. */
  detail?: string;
  disabled?: boolean;
}

interface ToggleGroupProps {
  label: string;
  options: readonly ToggleOption[];
  value: string;
  onChange: (id: string) => void;
  className?: string;
}

/**
 * A segmented row of toggle buttons, one pressed at a time: each says its state with aria-pressed
 * (not a radio group) and the pressed one is filled in ink.
 */
export function ToggleGroup({ label, options, value, onChange, className }: ToggleGroupProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div role="group" aria-label={label} className={`ui-toggle-group ${className ?? ''}`}>
      {options.map((option) => (
        <ToggleButton
          key={option.id}
          isSelected={option.id === value}
          isDisabled={option.disabled}
          onChange={(pressed) => {
            if (pressed) onChange(option.id);
          }}
          className="ui-toggle-group__button"
        >
          {option.detail ? (
            <>
              <span className="ui-toggle-group__label">{option.label}</span>
              <span className="ui-toggle-group__detail">{option.detail}</span>
            </>
          ) : (
            option.label
          )}
        </ToggleButton>
      ))}
    </div>
  );
}
