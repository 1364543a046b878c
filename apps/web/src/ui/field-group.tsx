import type { ReactNode } from 'react';

export interface FieldGroupProps {
  /** The group's id: the error summary's link leads to its first control; `-description` and `-error` name the texts. */
  id: string;
  label: string;
  description?: string | undefined;
  error?: string | null | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * Several controls answering one question (boxes to tick, rows of text, licences): a legend, an
 * optional description, the controls and the group's message under them, the texts tied to the group.
 */
export function FieldGroup({ id, label, description, error, className, children }: FieldGroupProps) {
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset
      id={id}
      className={`ui-field ${className ?? ''}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-field__label">{label}</legend>
      {description ? (
        <p id={`${id}-description`} className="ui-field__description">
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
