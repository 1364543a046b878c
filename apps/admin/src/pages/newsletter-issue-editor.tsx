import { STORY_BLOCK_KINDS } from '@foundry/domain/editorial/editorial-blocks';
import { type FormEvent, useState } from 'react';
import { toBlockInput, toEditorBlock } from '../lib/editor-blocks.ts';
import type { BlockKind, EditorBlock } from '../lib/editorial-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { PUBLISH_NEWSLETTER_ISSUE, SAVE_NEWSLETTER_ISSUE } from '../lib/press-newsletter-documents.ts';
import { type AdminNewsletterIssue, NEWSLETTER_TEXT } from '../lib/press-newsletter-texts.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { BlockEditor } from '../ui/block-editor.tsx';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

const T = NEWSLETTER_TEXT;
/** The kinds a newsletter's web version renders (a story's: no team page's person blocks). */
const ISSUE_KINDS: readonly BlockKind[] = STORY_BLOCK_KINDS;

/** One issue: subject, preheader and blocks; Save keeps it a draft, Publish marks it sent. */
export function NewsletterIssueEditor({ issue: loaded }: { issue: AdminNewsletterIssue | null }) {
  const [issue, setIssue] = useState(loaded);
  const [subject, setSubject] = useState(loaded?.subject ?? '');
  const [preheader, setPreheader] = useState(loaded?.preheader ?? '');
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (loaded?.blocks ?? []).map(toEditorBlock));
  const write = useFormWrite();
  const errors = write.fieldErrors;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = await write.run<{ saveNewsletterIssue: AdminNewsletterIssue }>(
      SAVE_NEWSLETTER_ISSUE,
      {
        id: issue?.id ?? null,
        input: { subject, preheader: preheader || null, blocks: blocks.map(toBlockInput) },
      },
      () => (issue ? T.saved : T.created),
    );
    if (!data) return;
    setIssue(data.saveNewsletterIssue);
    // The address names the new issue without remounting the editor (its outcome note stays).
    if (!issue) window.history.replaceState(null, '', `#/newsletters/${data.saveNewsletterIssue.id}`);
  }
  async function publish() {
    if (!issue || !window.confirm(T.publishConfirm)) return;
    const data = await write.run<{ publishNewsletterIssue: AdminNewsletterIssue }>(
      PUBLISH_NEWSLETTER_ISSUE,
      { id: issue.id },
      () => T.publishedDone,
    );
    if (data) setIssue(data.publishNewsletterIssue);
  }

  return (
    <form className="stack editor" onSubmit={save} aria-labelledby="issue-title" noValidate>
      <p>
        <a href="#/newsletters">{T.allIssues}</a>
      </p>
      <h1 id="issue-title">{issue ? T.editIssue(issue.subject) : T.newIssue}</h1>
      {issue ? (
        <p className="subtitle">
          <StatusBadge status={issue.sentAt ? T.published : T.draft} />{' '}
          {issue.sentAt ? T.publishedNote(formatDateTime(issue.sentAt)) : null}{' '}
          <a href={issue.previewUrl} target="_blank" rel="noreferrer">
            {T.preview}
          </a>
        </p>
      ) : null}
      <FormField
        id="issue-subject"
        label={T.subject}
        value={subject}
        error={errors.subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
      />
      <FormField
        id="issue-preheader"
        label={T.preheader}
        hint={T.preheaderHint}
        value={preheader}
        error={errors.preheader}
        maxLength={300}
        onChange={(event) => setPreheader(event.target.value)}
      />
      <BlockEditor blocks={blocks} kinds={ISSUE_KINDS} errors={errors} onChange={setBlocks} />
      <OutcomeNote outcome={write.outcome} />
      <div className="actions editor-actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {issue ? T.save : T.saveDraft}
        </button>
        {issue && !issue.sentAt ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={write.busy}
            onClick={() => void publish()}
          >
            {T.publish}
          </button>
        ) : null}
      </div>
    </form>
  );
}
