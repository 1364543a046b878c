import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import {
  CROWDFUNDING_PROJECT,
  CROWDFUNDING_PROJECTS,
  POST_CROWDFUNDING_UPDATE,
} from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { CrowdfundingProject } from '../lib/club-types.ts';
import { formatDateTime } from '../lib/format.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { go } from '../lib/use-route.ts';
import { DataTable } from '../ui/data-table.tsx';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { CrowdfundingProjectForm } from './crowdfunding-project-form.tsx';

const T = CLUB_TEXT.crowdfunding;
type Funding = NonNullable<CrowdfundingProject['fundings']>[number];
const column = createColumnHelper<CrowdfundingProject>();
const fundingColumn = createColumnHelper<Funding>();

/** The projects (latest last day first) and a new one. */
function ProjectList() {
  const { state, reload } = useAdminQuery<{ adminCrowdfundingProjects: CrowdfundingProject[] }>(
    CROWDFUNDING_PROJECTS,
  );
  const columns = [
    column.accessor('title', { header: T.columns.title }),
    column.accessor('status', {
      header: T.columns.status,
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.display({
      id: 'pledged',
      header: T.columns.pledged,
      cell: (c) => T.pledged(c.row.original.fundedPoints, c.row.original.goalPoints),
    }),
    column.accessor('deadline', { header: T.columns.deadline }),
    column.accessor('published', {
      header: T.columns.state,
      cell: (c) => (c.getValue() ? T.published : T.draft),
    }),
    column.display({
      id: 'open',
      header: T.columns.action,
      cell: (c) => (
        <a
          className="button button-secondary"
          href={`#/crowdfunding/${c.row.original.id}`}
          aria-label={T.openOf(c.row.original.title)}
        >
          {T.open}
        </a>
      ),
    }),
  ];
  return (
    <div className="order-layout">
      <QueryView state={state} retry={reload}>
        {(data) => (
          <DataTable
            caption={T.title}
            columns={columns}
            rows={data.adminCrowdfundingProjects}
            rowKey={(row) => row.id}
          />
        )}
      </QueryView>
      <CrowdfundingProjectForm project={null} onSaved={(saved) => go(`/crowdfunding/${saved.id}`)} />
    </div>
  );
}

function UpdateForm({ projectId, onPosted }: { projectId: string; onPosted: () => void }) {
  const write = useFormWrite();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const done = await write.run(
      POST_CROWDFUNDING_UPDATE,
      { projectId, title: String(form.get('title') ?? ''), body: String(form.get('body') ?? '') },
      () => T.posted,
    );
    if (done) {
      formElement.reset();
      onPosted();
    }
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="update-form-title" noValidate>
      <h2 id="update-form-title">{T.postTitle}</h2>
      <FormField
        id="update-title"
        name="title"
        label={T.updateTitle}
        error={write.fieldErrors.title}
        required
      />
      <FormField id="update-body" label={T.updateBody} error={write.fieldErrors.body}>
        {(wiring) => <textarea {...wiring} name="body" rows={4} />}
      </FormField>
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.post}
      </button>
    </form>
  );
}

/** One project: its form, news, and the pledges received. */
function ProjectDetail({ id }: { id: string }) {
  const { state, reload } = useAdminQuery<{ adminCrowdfundingProject: CrowdfundingProject | null }>(
    CROWDFUNDING_PROJECT,
    { id },
  );
  const fundingColumns = [
    fundingColumn.accessor('createdAt', {
      header: T.fundingColumns.date,
      cell: (c) => formatDateTime(c.getValue()),
    }),
    fundingColumn.accessor('customerEmail', {
      header: T.fundingColumns.member,
      cell: (c) => <a href={`#/customers/${c.row.original.customerId}`}>{c.getValue()}</a>,
    }),
    fundingColumn.accessor('points', { header: T.fundingColumns.points }),
    fundingColumn.accessor('rewardTitle', {
      header: T.fundingColumns.reward,
      cell: (c) => c.getValue() ?? T.noReward,
    }),
  ];
  return (
    <QueryView state={state} retry={reload}>
      {({ adminCrowdfundingProject: project }) =>
        project ? (
          <div className="stack">
            <h1>{project.title}</h1>
            <p>
              <StatusBadge status={project.status} /> {T.pledged(project.fundedPoints, project.goalPoints)}
            </p>
            <div className="order-layout">
              <CrowdfundingProjectForm
                key={`${project.id}-${project.rewards.map((r) => r.id).join()}`}
                project={project}
                onSaved={reload}
              />
              <div className="stack">
                <UpdateForm projectId={project.id} onPosted={reload} />
                <h2>{T.updatesTitle}</h2>
                {project.updates?.length ? (
                  <ul className="lines">
                    {project.updates.map((update) => (
                      <li key={update.id}>
                        <span>{update.title}</span>
                        <span>{update.date}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{T.noUpdates}</p>
                )}
              </div>
            </div>
            <h2>{T.fundingsTitle}</h2>
            <DataTable
              caption={T.fundingsTitle}
              columns={fundingColumns}
              rows={project.fundings ?? []}
              rowKey={(row) => row.id}
            />
          </div>
        ) : (
          <p role="alert">{T.notFound}</p>
        )
      }
    </QueryView>
  );
}

/** Crowdfunding: the list of projects, or one project when `id` is given. */
export function CrowdfundingPage({ id }: { id: string | undefined }) {
  return (
    <div className="stack">
      {id ? (
        <p>
          <a href="#/crowdfunding">{T.all}</a>
        </p>
      ) : (
        <>
          <h1>{T.title}</h1>
          <p>{T.intro}</p>
        </>
      )}
      {id ? <ProjectDetail id={id} /> : <ProjectList />}
    </div>
  );
}
