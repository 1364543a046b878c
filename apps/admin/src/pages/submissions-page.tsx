import { useState } from 'react';
import { AdminRequestError, adminRequest } from '../lib/admin-client.ts';
import { REVIEW_SUBMISSION, SUBMISSIONS } from '../lib/documents.ts';
import { formatDateTime } from '../lib/format.ts';
import { TEXT } from '../lib/texts.ts';
import type { Staff, Submission } from '../lib/types.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function review(approve: boolean) {
    setBusy(true);
    setError(null);
    try {
      await adminRequest(REVIEW_SUBMISSION, { id: submission.id, approve, note: note.trim() || null });
      onDone(
        approve ? TEXT.submissions.approved(submission.title) : TEXT.submissions.refused(submission.title),
      );
    } catch (failure) {
      setError(failure instanceof AdminRequestError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
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
          <label className="field" htmlFor={noteId}>
            <span>{TEXT.submissions.note}</span>
            <textarea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={1000}
              rows={2}
            />
          </label>
          {error ? (
            <p role="alert" className="notice notice-error">
              {error}
            </p>
          ) : null}
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
