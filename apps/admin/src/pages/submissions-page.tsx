import { useState } from 'react';
import { REVIEW_SUBMISSION, SUBMISSIONS } from '../lib/documents.ts';
import { formatDateTime } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { Staff, Submission } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';

function SubmissionCard({
  submission,
  may,
  onDone,
}: {
  submission: Submission;
  may: boolean;
  onDone: (text: string) => void;
}) {
  const [note, setNote] = useState('');
  const write = useFormWrite();
  const { busy } = write;
  async function review(approve: boolean) {
    const variables = { id: submission.id, approve, note: note.trim() || null };
    if (!(await write.run(REVIEW_SUBMISSION, variables, ''))) return;
    onDone(
      approve ? TEXT.submissions.approved(submission.title) : TEXT.submissions.refused(submission.title),
    );
  }
  const noteId = `note-${submission.id}`;
  return (
    <li className="panel stack">
      <h2>{submission.title}</h2>
      <p>
        {TEXT.submissions.by(submission.customerName ?? '', submission.customerEmail ?? '')} ·{' '}
        {formatDateTime(submission.createdAt)}
      </p>
      {submission.description ? <p>{submission.description}</p> : null}
      {may ? (
        <>
          <FormField id={noteId} label={TEXT.submissions.note} error={write.fieldErrors.note}>
            {(wiring) => (
              <textarea
                {...wiring}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={1000}
                rows={2}
              />
            )}
          </FormField>
          <OutcomeNote outcome={write.outcome} />
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void review(true)}
            >
              {TEXT.submissions.approve}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void review(false)}
            >
              {TEXT.submissions.refuse}
            </button>
          </div>
        </>
      ) : null}
    </li>
  );
}

export function SubmissionsPage({ staff }: { staff: Staff }) {
  const { state, reload } = useAdminQuery<{ fontsInUseSubmissions: Submission[] }>(SUBMISSIONS, {
    status: 'PENDING',
  });
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <h1>{TEXT.submissions.title}</h1>
      <p role="status" className={done ? 'notice notice-done' : 'visually-hidden'}>
        {done}
      </p>
      <h2 className="subtitle">{TEXT.submissions.pending}</h2>
      <QueryView state={state} retry={reload}>
        {({ fontsInUseSubmissions }) =>
          fontsInUseSubmissions.length === 0 ? (
            <p>{TEXT.empty}</p>
          ) : (
            <ul className="cards">
              {fontsInUseSubmissions.map((submission) => (
                <SubmissionCard
                  key={submission.id}
                  submission={submission}
                  may={staff.permissions.includes('editorial.write')}
                  onDone={(text) => {
                    setDone(text);
                    reload();
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
