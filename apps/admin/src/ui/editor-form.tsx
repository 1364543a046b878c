import type { FormEvent, ReactNode } from 'react';
import type { FormOutcome } from '../lib/use-form-write.ts';
import { OutcomeNote } from './outcome-note.tsx';

/** What a submit of an editor form is handed: each field's trimmed text, the data and the form. */
export interface EditorSubmit {
  text: (name: string) => string;
  data: FormData;
  form: HTMLFormElement;
}

/**
 * The panel that creates a record or edits the chosen one (a club reward, a webinar, a crowdfunding
 * project): its heading, the fields, the outcome of the last write, Save and, while editing, the
 * way back to a new one. Checked by its page (noValidate), never by the browser's bubbles.
 */
export function EditorForm({
  id,
  title,
  write,
  saveLabel,
  leave,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  write: { busy: boolean; outcome: FormOutcome };
  saveLabel: string;
  /** The button that leaves the record being edited, if one is. */
  leave?: { label: string; onPress: () => void } | null;
  onSubmit: (submit: EditorSubmit) => void | Promise<void>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void onSubmit({ text: (name) => String(data.get(name) ?? '').trim(), data, form });
  };
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby={id} noValidate>
      <h2 id={id}>{title}</h2>
      {children}
      <OutcomeNote outcome={write.outcome} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {saveLabel}
        </button>
        {leave ? (
          <button type="button" className="button button-quiet" onClick={leave.onPress}>
            {leave.label}
          </button>
        ) : null}
      </div>
    </form>
  );
}
