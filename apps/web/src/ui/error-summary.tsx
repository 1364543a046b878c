'use client';

import { type MouseEvent, type Ref, useId } from 'react';

export interface SummaryProblem {
  /** The id of the field's control: the link leads there. */
  fieldId: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  problems: readonly SummaryProblem[];
  /** A problem of the whole form (the server's refusal), shown above the list. */
  message?: string | null | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** Moves focus to a field's control; for a group (radios) its first focusable part. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId);
  if (!target) return;
  event.preventDefault();
  const focusable = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button');
  (focusable ?? target).focus();
  (focusable ?? target).scrollIntoView?.({ block: 'center' });
}

/**
 * The problems of a form above it, each a link to its field (the pattern of GOV.UK's error summary):
 * the form focuses it after a failed submit so a screen reader reads it out and a keyboard user can
 * jump to each field.
 */
export function ErrorSummary({ title, problems, message, ref }: ErrorSummaryProps) {
  const titleId = useId();
  return (
    <div ref={ref} className="ui-error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 className="ui-error-summary__title" id={titleId}>
        {title}
      </h2>
      {message ? <p className="ui-error-summary__message">{message}</p> : null}
      {problems.length > 0 ? (
        <ul className="ui-error-summary__list">
          {problems.map((problem) => (
            <li key={problem.fieldId}>
              <a href={`#${problem.fieldId}`} onClick={(event) => focusField(event, problem.fieldId)}>
                {problem.label}: {problem.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
