'use client';

import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
}

/** A checkbox with its label beside it; the whole row is the target. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className="ui-choice ui-checkbox">
      <span className="ui-choice__box" aria-hidden="true">
        <svg viewBox="0 0 16 16" className="ui-choice__tick" aria-hidden="true">
          <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
      <span className="ui-choice__label">{children}</span>
    </AriaCheckbox>
  );
}
