import { type FormEvent, useState } from 'react';
import { FAMILY_TEXT } from '../lib/family-texts.ts';
import { UPLOAD_PATHS, uploadForm } from '../lib/upload-form.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { go } from '../lib/use-route.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = FAMILY_TEXT.importing;

/** Adds a family from its font files; shows the upload's progress, then the import's. */
export function FamilyImportPage() {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [publish, setPublish] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const write = useFormWrite();
  const errors = write.fieldErrors;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = new FormData();
    form.set('title', title);
    form.set('url', url);
    form.set('published', String(publish));
    for (const file of files) form.append('files', file);
    setProgress(0);
    const answer = await write.send(
      () => uploadForm<{ family: { id: string } }>(UPLOAD_PATHS.family, form, setProgress),
      '',
    );
    setProgress(null);
    if (answer) go(`/families/${answer.family.id}`);
  }

  const busy = progress !== null;
  return (
    <>
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      <form className="stack panel" onSubmit={submit} noValidate>
        <FormField id="import-title" label={T.familyTitle} error={errors.title}>
          {(props) => <input {...props} value={title} onChange={(e) => setTitle(e.target.value)} required />}
        </FormField>
        <FormField id="import-url" label={T.url} hint={T.urlHint} error={errors.url}>
          {(props) => <input {...props} value={url} onChange={(e) => setUrl(e.target.value)} />}
        </FormField>
        <FormField id="import-files" label={T.files} hint={T.filesHint} error={errors.files}>
          {(props) => (
            <input
              {...props}
              type="file"
              multiple
              accept=".otf,.ttf,.woff,.woff2,.txt,.md"
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
            />
          )}
        </FormField>
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
        <OutcomeNote outcome={write.outcome} />
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
