'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'isPending'> {
  variant?: ButtonVariant;
  /** Work under way: a spinner, aria-busy, and presses ignored while focus stays on the button. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The one button of the interface: primary (ink), secondary (outlined), quiet (text only) or danger
 * (the answer that destroys something).
 */
export function Button({ variant = 'primary', busy = false, className, children, ...props }: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // React Aria's Button passes no aria-busy through, so it is set on the element itself.
  useEffect(() => {
    ref.current?.setAttribute('aria-busy', busy ? 'true' : 'false');
  }, [busy]);
  return (
    <AriaButton
      {...props}
      ref={ref}
      isPending={busy}
      className={`ui-button ui-button--${variant} ${className ?? ''}`}
    >
      {busy ? <Spinner /> : null}
      <span className="ui-button__label">{children}</span>
    </AriaButton>
  );
}
