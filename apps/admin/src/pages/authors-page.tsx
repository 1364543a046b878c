import { type FormEvent, useState } from 'react';
import { AUTHORS, SAVE_AUTHOR } from '../lib/editorial-documents.ts';
import type { AdminAuthor } from '../lib/editorial-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { TextField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = TEXT.editorial;

/** The story authors by name, and a form that adds one or edits the one chosen. */
export function AuthorsPage() {
  const { state, reload } = useAdminQuery<{ adminAuthors: AdminAuthor[] }>(AUTHORS);
  const [editing, setEditing] = useState<AdminAuthor | null>(null);
  return (
    <section className="stack" aria-labelledby="authors-title">
      <h1 id="authors-title">{T.authorsTitle}</h1>
      <div className="order-layout">
        <QueryView state={state} retry={reload}>
          {({ adminAuthors }) =>
            adminAuthors.length === 0 ? (
              <p className="empty">{TEXT.empty}</p>
            ) : (
              <ul className="lines">
                {adminAuthors.map((author) => (
                  <li key={author.id}>
                    <span>{author.title}</span>
                    <button type="button" className="button button-quiet" onClick={() => setEditing(author)}>
                      {T.edit(author.title)}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
        <AuthorForm
          key={editing?.id ?? 'new'}
          author={editing}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onCancel={() => setEditing(null)}
        />
      </div>
    </section>
  );
}

function AuthorForm({
  author,
  onSaved,
  onCancel,
}: {
  author: AdminAuthor | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState({
    title: author?.title ?? '',
    url: author?.url ?? '',
    about: author?.about ?? '',
    website: author?.website ?? '',
  });
  const write = useFormWrite();
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await write.run(SAVE_AUTHOR, { id: author?.id ?? null, ...fields }, T.saved);
    if (saved) onSaved();
  }
  return (
    <form className="panel stack" onSubmit={save} aria-labelledby="author-form-title" noValidate>
      <h2 id="author-form-title">{author ? T.edit(author.title) : T.newAuthor}</h2>
      <TextField
        id="author-name"
        label={T.authorName}
        value={fields.title}
        error={write.fieldErrors.title}
        onChange={set('title')}
      />
      <TextField
        id="author-url"
        label={T.url}
        hint={T.urlHint}
        value={fields.url}
        error={write.fieldErrors.url}
        onChange={set('url')}
      />
      <TextField
        id="author-website"
        label={T.website}
        type="url"
        value={fields.website}
        error={write.fieldErrors.website}
        onChange={set('website')}
      />
      <TextField
        id="author-about"
        label={T.about}
        multiline
        value={fields.about}
        error={write.fieldErrors.about}
        onChange={set('about')}
      />
      <OutcomeNote outcome={write.outcome} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {T.save}
        </button>
        {author ? (
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {T.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
