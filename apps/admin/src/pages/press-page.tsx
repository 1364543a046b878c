import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { DELETE_PRESS_ITEM, PRESS_ITEMS, SAVE_PRESS_ITEM } from '../lib/press-newsletter-documents.ts';
import { type AdminPressItem, PRESS_TEXT } from '../lib/press-newsletter-texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { DataTable } from '../ui/data-table.tsx';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = PRESS_TEXT;
const column = createColumnHelper<AdminPressItem>();

/** The press page's items: the list, and a form beside it that adds one or edits the one chosen. */
export function PressPage() {
  const { state, reload } = useAdminQuery<{ adminPressItems: AdminPressItem[] }>(PRESS_ITEMS);
  const [editing, setEditing] = useState<AdminPressItem | null>(null);
  const removal = useFormWrite();
  async function remove(item: AdminPressItem) {
    if (!window.confirm(T.removeConfirm(item.title))) return;
    const done = await removal.run(DELETE_PRESS_ITEM, { id: item.id }, () => T.removed(item.title));
    if (done) {
      if (editing?.id === item.id) setEditing(null);
      reload();
    }
  }
  const columns = [
    column.accessor('year', { header: T.columns.year }),
    column.accessor('title', { header: T.columns.title }),
    column.accessor('publicationName', { header: T.columns.publication }),
    column.accessor('category', { header: T.columns.category }),
    column.accessor('languages', { header: T.columns.languages, cell: (cell) => cell.getValue().join(', ') }),
    column.display({
      id: 'action',
      header: T.columns.action,
      cell: (cell) => (
        <div className="row-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-label={`${T.edit} ${cell.row.original.title}`}
            onClick={() => setEditing(cell.row.original)}
          >
            {T.edit}
          </button>
          <button
            type="button"
            className="button button-quiet"
            aria-label={`${T.remove} ${cell.row.original.title}`}
            onClick={() => void remove(cell.row.original)}
          >
            {T.remove}
          </button>
        </div>
      ),
    }),
  ];
  return (
    <section className="stack" aria-labelledby="press-title">
      <h1 id="press-title">{T.title}</h1>
      <p>{T.intro}</p>
      <OutcomeNote outcome={removal.outcome} />
      <PressItemForm
        key={editing?.id ?? 'new'}
        item={editing}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
      <QueryView state={state} retry={reload}>
        {({ adminPressItems }) => (
          <DataTable caption={T.title} columns={columns} rows={adminPressItems} rowKey={(row) => row.id} />
        )}
      </QueryView>
    </section>
  );
}

function PressItemForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminPressItem | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    if (!/^\d{4}$/.test(text('year'))) {
      write.refuse({ year: T.yearInvalid });
      return;
    }
    const input = {
      title: text('title'),
      author: text('author') || null,
      year: Number(text('year')),
      category: text('category'),
      publicationName: text('publicationName') || null,
      url: text('url') || null,
      downloadUrl: text('downloadUrl') || null,
      languages: text('languages')
        .split(/[\s,]+/)
        .filter(Boolean),
    };
    const saved = await write.run<{ savePressItem: AdminPressItem }>(
      SAVE_PRESS_ITEM,
      { id: item?.id ?? null, input },
      (data) => T.saved(data.savePressItem.title),
    );
    if (saved) {
      if (!item) formElement.reset();
      onSaved();
    }
  }
  const F = T.fields;
  return (
    <form className="panel stack" onSubmit={save} aria-labelledby="press-form-title" noValidate>
      <h2 id="press-form-title">{item ? T.editItem(item.title) : T.newItem}</h2>
      <FormField
        id="press-title-field"
        name="title"
        label={F.title}
        error={errors.title}
        defaultValue={item?.title}
        required
      />
      <div className="form-row">
        <FormField
          id="press-author"
          name="author"
          label={F.author}
          error={errors.author}
          defaultValue={item?.author ?? ''}
        />
        <FormField
          id="press-publication"
          name="publicationName"
          label={F.publicationName}
          error={errors.publicationName}
          defaultValue={item?.publicationName ?? ''}
        />
      </div>
      <div className="form-row">
        <FormField
          id="press-year"
          name="year"
          label={F.year}
          error={errors.year}
          inputMode="numeric"
          defaultValue={item?.year ?? new Date().getFullYear()}
          required
        />
        <FormField
          id="press-category"
          name="category"
          label={F.category}
          hint={F.categoryHint}
          error={errors.category}
          defaultValue={item?.category ?? 'article'}
          required
        />
        <FormField
          id="press-languages"
          name="languages"
          label={F.languages}
          hint={F.languagesHint}
          error={errors.languages}
          defaultValue={item?.languages.join(', ') ?? 'en'}
          required
        />
      </div>
      <div className="form-row">
        <FormField
          id="press-url"
          name="url"
          type="url"
          label={F.url}
          hint={F.urlHint}
          error={errors.url}
          defaultValue={item?.url ?? ''}
        />
        <FormField
          id="press-download"
          name="downloadUrl"
          label={F.downloadUrl}
          hint={F.downloadUrlHint}
          error={errors.downloadUrl}
          defaultValue={item?.downloadUrl ?? ''}
        />
      </div>
      <OutcomeNote outcome={write.outcome} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {T.save}
        </button>
        {item ? (
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {T.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
