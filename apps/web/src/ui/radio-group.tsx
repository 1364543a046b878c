'use client';

import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  FieldError,
  Label,
  Radio,
  Text,
} from 'react-aria-components';

export interface RadioOption {
  id: string;
  label: string;
  description?: string;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: string;
  options: readonly RadioOption[];
  description?: string;
  error?: string | null;
  /** The label is read out but not shown (the step's heading already says it). */
  isLabelHidden?: boolean;
}

/** One choice among a few options shown at once; arrow keys move between them. */
export function RadioGroup({ label, options, description, error, isLabelHidden, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isInvalid={error ? true : props.isInvalid} className="ui-field ui-radio-group">
      <Label className={isLabelHidden ? 'visually-hidden' : 'ui-field__label'}>{label}</Label>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className="ui-choice ui-radio">
            <span className="ui-choice__box" aria-hidden="true" />
            <span className="ui-choice__label">
              {option.label}
              {option.description ? (
                <span className="ui-field__description">{option.description}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="ui-field__error">{error ?? undefined}</FieldError>
    </AriaRadioGroup>
  );
}
