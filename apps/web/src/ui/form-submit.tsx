'use client';

import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonVariant } from './button.tsx';

/** The submit button of the surrounding Form: busy (spinner, presses ignored) while it is sent. */
export function FormSubmit({
  children,
  variant,
  className,
  'aria-label': label,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** Names the button when its words alone do not (one "Claim" per reward). */
  'aria-label'?: string;
}) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" busy={isSubmitting} variant={variant} className={className} aria-label={label}>
      {children}
    </Button>
  );
}
