import { type FormEvent, useState } from 'react';
import { AdminRequestError } from '../lib/admin-client.ts';
import { FAMILY_TEXT } from '../lib/family-texts.ts';
import { uploadFamily } from '../lib/upload-family.ts';
import { go } from '../lib/use-route.ts';
import { Field } from '../ui/text-field.tsx';

const T = FAMILY_TEXT.importing;

/** Adds a family from its font files; shows the upload's progress, then the import's. */
export function FamilyImportPage() {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [publish, setPublish] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData();
    form.set('title', title);
    form.set('url', url);
    form.set('published', String(publish));
    for (const file of files) form.append('files', file);
    setErrors({});
    setFailure(null);
    setProgress(0);
    try {
      const family = await uploadFamily(form, setProgress);
      go(`/families/${family.id}`);
    } catch (error) {
      setProgress(null);
      if (error instanceof AdminRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  const busy = progress !== null;
  return (
    <>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <form className="stack panel" onSubmit={submit} noValidate>
        <Field id="import-title" label={T.familyTitle} error={errors.title}>
          {(props) => <input {...props} value={title} onChange={(e) => setTitle(e.target.value)} required />}
        </Field>
        <Field id="import-url" label={T.url} hint={T.urlHint} error={errors.url}>
          {(props) => <input {...props} value={url} onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <Field id="import-files" label={T.files} hint={T.filesHint} error={errors.files}>
          {(props) => (
            <input
              {...props}
              type="file"
              multiple
              accept=".otf,.ttf,.woff,.woff2,.txt,.md"
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          )}
        </Field>
        {files.length > 0 ? <p>{T.chosen(files.length)}</p> : null}
        <label className="checkbox" htmlFor="import-publish">
          <input
            id="import-publish"
            type="checkbox"
            checked={publish}
            onChange={(e) => setPublish(e.target.checked)}
          />{' '}
          {T.publish}
        </label>
        {failure ? (
          <p role="alert" className="notice notice-error">
            {failure}
          </p>
        ) : null}
        <div className="upload-progress" aria-live="polite">
          {busy && progress < 1 ? (
            <>
              <p>{T.uploading(Math.round(progress * 100))}</p>
              <progress max={100} value={Math.round(progress * 100)} aria-label={T.files} />
            </>
          ) : null}
          {busy && progress >= 1 ? (
            <>
              <p>{T.analysing}</p>
              <progress aria-label={T.analysing} />
            </>
          ) : null}
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {T.submit}
          </button>
        </div>
      </form>
    </>
  );
}
