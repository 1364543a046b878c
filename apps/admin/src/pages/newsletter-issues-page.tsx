import { createColumnHelper } from '@tanstack/react-table';
import { formatDateTime } from '../lib/format.ts';
import { NEWSLETTER_ISSUES } from '../lib/press-newsletter-documents.ts';
import { type AdminNewsletterIssue, NEWSLETTER_TEXT } from '../lib/press-newsletter-texts.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { DataTable } from '../ui/data-table.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { NewsletterIssueEditor } from './newsletter-issue-editor.tsx';

const T = NEWSLETTER_TEXT;
const column = createColumnHelper<AdminNewsletterIssue>();

const columns = [
  column.accessor('subject', {
    header: T.columns.subject,
    cell: (cell) => <a href={`#/newsletters/${cell.row.original.id}`}>{cell.getValue()}</a>,
  }),
  column.accessor('sentAt', {
    header: T.columns.status,
    cell: (cell) => <StatusBadge status={cell.getValue() ? T.published : T.draft} />,
  }),
  column.display({
    id: 'published',
    header: T.columns.sentAt,
    cell: (cell) => (cell.row.original.sentAt ? formatDateTime(cell.row.original.sentAt) : '–'),
  }),
  column.accessor('previewUrl', {
    header: T.columns.web,
    cell: (cell) => (
      <a href={cell.getValue()} target="_blank" rel="noreferrer">
        {T.preview}
      </a>
    ),
  }),
];

/** #/newsletters: every issue, drafts first; #/newsletters/new and #/newsletters/{id}: the editor. */
export function NewsletterIssuesPage({ id }: { id: string | undefined }) {
  const { state, reload } = useAdminQuery<{ adminNewsletterIssues: AdminNewsletterIssue[] }>(
    NEWSLETTER_ISSUES,
  );
  if (id) {
    return (
      <QueryView state={state} retry={reload}>
        {({ adminNewsletterIssues }) => {
          const issue = adminNewsletterIssues.find((one) => one.id === id) ?? null;
          if (id !== 'new' && !issue) return <p className="empty">{T.notFound}</p>;
          return <NewsletterIssueEditor key={id} issue={issue} />;
        }}
      </QueryView>
    );
  }
  return (
    <section className="stack" aria-labelledby="newsletters-title">
      <h1 id="newsletters-title">{T.title}</h1>
      <p>{T.intro}</p>
      <p>
        <a className="button button-primary" href="#/newsletters/new">
          {T.newIssue}
        </a>
      </p>
      <QueryView state={state} retry={reload}>
        {({ adminNewsletterIssues }) =>
          adminNewsletterIssues.length === 0 ? (
            <p className="empty">{TEXT.empty}</p>
          ) : (
            <DataTable
              caption={T.title}
              columns={columns}
              rows={adminNewsletterIssues}
              rowKey={(row) => row.id}
            />
          )
        }
      </QueryView>
    </section>
  );
}
