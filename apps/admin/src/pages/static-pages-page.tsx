import { PAGE_BLOCK_KINDS } from '@foundry/domain/editorial/editorial-blocks';
import { type FormEvent, useState } from 'react';
import { toBlockInput, toEditorBlock } from '../lib/editor-blocks.ts';
import {
  PUBLISH_STATIC_PAGE,
  SAVE_STATIC_PAGE,
  STATIC_PAGE,
  UNPUBLISH_STATIC_PAGE,
} from '../lib/editorial-documents.ts';
import type { AdminStaticPage, BlockKind, EditorBlock } from '../lib/editorial-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { handOverOutcome, useFormWrite } from '../lib/use-form-write.ts';
import { go } from '../lib/use-route.ts';
import { BlockEditor } from '../ui/block-editor.tsx';
import { TextField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

const T = TEXT.editorial;
const PAGE_KINDS: readonly BlockKind[] = PAGE_BLOCK_KINDS;

/** #/pages (the list), #/pages/new and #/pages/{id} (the editor, with the stories' block editor). */
export function StaticPagesPage({ id }: { id: string | undefined }) {
  const { state, reload } = useAdminQuery<{ adminStaticPages: AdminStaticPage[] }>(STATIC_PAGE);
  // A page just created is shown at once, before the list is read again.
  const [created, setCreated] = useState<AdminStaticPage | null>(null);
  return (
    <QueryView state={state} retry={reload}>
      {({ adminStaticPages }) => {
        if (!id) return <PageList pages={adminStaticPages} />;
        const page = adminStaticPages.find((one) => one.id === id) ?? (created?.id === id ? created : null);
        if (id !== 'new' && !page) return <p role="alert">{TEXT.empty}</p>;
        return (
          <PageForm
            key={id}
            page={page}
            onCreated={(made) => {
              setCreated(made);
              reload();
            }}
          />
        );
      }}
    </QueryView>
  );
}

function PageList({ pages }: { pages: AdminStaticPage[] }) {
  return (
    <section className="stack" aria-labelledby="pages-title">
      <div className="block-head">
        <h1 id="pages-title">{T.pagesTitle}</h1>
        <a className="button button-primary" href="#/pages/new">
          {T.newPage}
        </a>
      </div>
      <ul className="lines">
        {pages.map((page) => (
          <li key={page.id}>
            <a href={`#/pages/${page.id}`}>
              {page.title} (/{page.url})
            </a>
            <StatusBadge status={T.status[page.status] ?? page.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PageForm({
  page: loaded,
  onCreated,
}: {
  page: AdminStaticPage | null;
  onCreated: (page: AdminStaticPage) => void;
}) {
  const [page, setPage] = useState(loaded);
  const [fields, setFields] = useState({
    title: loaded?.title ?? '',
    url: loaded?.url ?? '',
    kind: loaded?.kind ?? 'generic',
    description: loaded?.description ?? '',
  });
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (loaded?.blocks ?? []).map(toEditorBlock));
  const write = useFormWrite({ receivesHandOver: true });
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = await write.run<{ saveStaticPage: AdminStaticPage }>(
      SAVE_STATIC_PAGE,
      { id: page?.id ?? null, input: { ...fields, blocks: blocks.map(toBlockInput) } },
      page ? T.saved : T.created,
    );
    if (!data) return;
    setPage(data.saveStaticPage);
    if (!page) {
      onCreated(data.saveStaticPage);
      handOverOutcome({ kind: 'done', text: T.created });
      go(`/pages/${data.saveStaticPage.id}`);
    }
  }
  async function changeStatus(publish: boolean) {
    if (!page) return;
    const data = await write.run<{
      publishStaticPage?: { status: string };
      unpublishStaticPage?: { status: string };
    }>(
      publish ? PUBLISH_STATIC_PAGE : UNPUBLISH_STATIC_PAGE,
      { id: page.id },
      publish ? T.published : T.unpublished,
    );
    const status = data?.publishStaticPage?.status ?? data?.unpublishStaticPage?.status;
    if (status) setPage({ ...page, status });
  }
  return (
    <form className="stack editor" onSubmit={save} aria-labelledby="page-title" noValidate>
      <p>
        <a href="#/pages">{T.allPages}</a>
      </p>
      <h1 id="page-title">{page ? T.editPage(page.title) : T.newPage}</h1>
      {page ? <StatusBadge status={T.status[page.status] ?? page.status} /> : null}
      <div className="editor-fields">
        <TextField
          id="page-title-field"
          label={T.title}
          value={fields.title}
          error={write.fieldErrors.title}
          onChange={set('title')}
        />
        <TextField
          id="page-url"
          label={T.url}
          hint={T.urlHint}
          value={fields.url}
          error={write.fieldErrors.url}
          onChange={set('url')}
        />
        <label className="field">
          <span>{T.pageKind}</span>
          <select value={fields.kind} onChange={(event) => set('kind')(event.target.value)}>
            {Object.entries(T.pageKinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TextField
        id="page-description"
        label={T.description}
        multiline
        value={fields.description}
        error={write.fieldErrors.description}
        onChange={set('description')}
      />
      <BlockEditor blocks={blocks} kinds={PAGE_KINDS} errors={write.fieldErrors} onChange={setBlocks} />
      <OutcomeNote outcome={write.outcome} />
      <div className="actions editor-actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {page ? T.save : T.saveDraft}
        </button>
        {page && page.status !== 'PUBLISHED' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={write.busy}
            onClick={() => void changeStatus(true)}
          >
            {T.publish}
          </button>
        ) : null}
        {page?.status === 'PUBLISHED' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={write.busy}
            onClick={() => void changeStatus(false)}
          >
            {T.unpublish}
          </button>
        ) : null}
      </div>
    </form>
  );
}
