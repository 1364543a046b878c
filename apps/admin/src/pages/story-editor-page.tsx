import { STORY_BLOCK_KINDS } from '@foundry/domain/editorial/editorial-blocks';
import { type FormEvent, useState } from 'react';
import { adminRequest } from '../lib/admin-client.ts';
import { toBlockInput, toEditorBlock } from '../lib/editor-blocks.ts';
import {
  AUTHORS_FOR_STORY,
  PUBLISH_STORY,
  SAVE_STORY,
  STORY,
  STORY_PREVIEW_LINK,
  UNPUBLISH_STORY,
} from '../lib/editorial-documents.ts';
import type { AdminStory, BlockKind, EditorBlock } from '../lib/editorial-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { handOverOutcome, useFormWrite } from '../lib/use-form-write.ts';
import { go } from '../lib/use-route.ts';
import { BlockEditor } from '../ui/block-editor.tsx';
import { FieldMessage, TextField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { StoryPresentationPanel } from './story-presentation-form.tsx';

const T = TEXT.editorial;
const STORY_KINDS: readonly BlockKind[] = STORY_BLOCK_KINDS;
type Author = { id: string; title: string };

/** #/stories/new or #/stories/{id}: the story's fields, authors and blocks. */
export function StoryEditorPage({ id }: { id: string }) {
  const isNew = id === 'new';
  const { state, reload } = useAdminQuery<{ adminStory?: AdminStory; adminAuthors: Author[] }>(
    isNew ? AUTHORS_FOR_STORY : STORY,
    isNew ? {} : { id },
  );
  return (
    <QueryView state={state} retry={reload}>
      {(data) =>
        !isNew && !data.adminStory ? (
          <p aria-live="polite">{TEXT.loading}</p>
        ) : (
          <>
            <StoryForm key={id} story={data.adminStory ?? null} authors={data.adminAuthors} />
            {data.adminStory ? <StoryPresentationPanel id={data.adminStory.id} /> : null}
          </>
        )
      }
    </QueryView>
  );
}

function StoryForm({ story: loaded, authors }: { story: AdminStory | null; authors: Author[] }) {
  const [story, setStory] = useState(loaded);
  const [fields, setFields] = useState({
    title: loaded?.title ?? '',
    url: loaded?.url ?? '',
    type: loaded?.type ?? 'BLOG',
    researchCategory: loaded?.researchCategory ?? 'COGNITIVE',
    date: loaded?.date ?? new Date().toISOString().slice(0, 10),
    language: loaded?.language ?? 'en',
    description: loaded?.description ?? '',
  });
  const [authorIds, setAuthorIds] = useState<string[]>(loaded?.authorIds ?? []);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => (loaded?.blocks ?? []).map(toEditorBlock));
  const [preview, setPreview] = useState<{ url: string; expiresAt: string } | null>(null);
  const write = useFormWrite({ receivesHandOver: true });
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      ...fields,
      researchCategory: fields.type === 'RESEARCH' ? fields.researchCategory : null,
      authorIds,
      blocks: blocks.map(toBlockInput),
    };
    const data = await write.run<{ saveStory: AdminStory }>(
      SAVE_STORY,
      { id: story?.id ?? null, input },
      story ? T.saved : T.created,
    );
    if (!data) return;
    setStory(data.saveStory);
    if (!story) {
      handOverOutcome({ kind: 'done', text: T.created });
      go(`/stories/${data.saveStory.id}`);
    }
  }
  async function changeStatus(publish: boolean) {
    if (!story) return;
    const data = await write.run<{ publishStory?: { status: string }; unpublishStory?: { status: string } }>(
      publish ? PUBLISH_STORY : UNPUBLISH_STORY,
      { id: story.id },
      publish ? T.published : T.unpublished,
    );
    const status = data?.publishStory?.status ?? data?.unpublishStory?.status;
    if (status) setStory({ ...story, status });
  }
  async function makePreview() {
    if (!story) return;
    const data = await adminRequest<{ storyPreviewLink: { url: string; expiresAt: string } }>(
      STORY_PREVIEW_LINK,
      {
        id: story.id,
      },
    ).catch(() => null);
    setPreview(data?.storyPreviewLink ?? null);
  }

  return (
    <form className="stack editor" onSubmit={save} aria-labelledby="story-title" noValidate>
      <p>
        <a href="#/stories">{T.allStories}</a>
      </p>
      <h1 id="story-title">{story ? T.editStory(story.title) : T.newStory}</h1>
      {story ? (
        <p className="subtitle">
          <StatusBadge status={T.status[story.status] ?? story.status} /> {T.wordCount(story.wordsCount)}
        </p>
      ) : null}
      <div className="editor-fields">
        <TextField
          id="story-title-field"
          label={T.title}
          value={fields.title}
          error={write.fieldErrors.title}
          onChange={set('title')}
        />
        <TextField
          id="story-url"
          label={T.url}
          hint={T.urlHint}
          value={fields.url}
          error={write.fieldErrors.url}
          onChange={set('url')}
        />
        <label className="field">
          <span>{T.type}</span>
          <select value={fields.type} onChange={(event) => set('type')(event.target.value)}>
            {Object.entries(T.types).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {fields.type === 'RESEARCH' ? (
          <label className="field">
            <span>{T.researchCategory}</span>
            <select
              value={fields.researchCategory}
              onChange={(event) => set('researchCategory')(event.target.value)}
            >
              <option value="COGNITIVE">Cognitive</option>
              <option value="REGIONAL">Regional</option>
            </select>
          </label>
        ) : null}
        <TextField
          id="story-date"
          label={T.date}
          type="date"
          value={fields.date}
          error={write.fieldErrors.date}
          onChange={set('date')}
        />
        <TextField
          id="story-language"
          label={T.language}
          value={fields.language}
          error={write.fieldErrors.language}
          onChange={set('language')}
        />
      </div>
      <TextField
        id="story-description"
        label={T.description}
        multiline
        value={fields.description}
        error={write.fieldErrors.description}
        onChange={set('description')}
      />
      <fieldset className="stack">
        <legend>{T.authors}</legend>
        {authors.length === 0 ? <p className="empty">{T.noAuthors}</p> : null}
        <div className="checkboxes">
          {authors.map((author) => (
            <label key={author.id} className="field-inline">
              <input
                type="checkbox"
                checked={authorIds.includes(author.id)}
                onChange={(event) =>
                  setAuthorIds(
                    event.target.checked
                      ? [...authorIds, author.id]
                      : authorIds.filter((one) => one !== author.id),
                  )
                }
              />
              <span>{author.title}</span>
            </label>
          ))}
        </div>
        <FieldMessage id="story-authors-error" message={write.fieldErrors.authorIds} />
      </fieldset>
      <BlockEditor blocks={blocks} kinds={STORY_KINDS} errors={write.fieldErrors} onChange={setBlocks} />
      <OutcomeNote outcome={write.outcome} />
      <div className="actions editor-actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {story ? T.save : T.saveDraft}
        </button>
        {story && story.status !== 'PUBLISHED' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={write.busy}
            onClick={() => void changeStatus(true)}
          >
            {T.publish}
          </button>
        ) : null}
        {story?.status === 'PUBLISHED' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={write.busy}
            onClick={() => void changeStatus(false)}
          >
            {T.unpublish}
          </button>
        ) : null}
        {story ? (
          <button type="button" className="button button-quiet" onClick={() => void makePreview()}>
            {T.preview}
          </button>
        ) : null}
      </div>
      {preview ? (
        <p role="status" className="notice notice-done">
          {T.previewHint(new Date(preview.expiresAt).toLocaleString())}{' '}
          <a href={preview.url} target="_blank" rel="noreferrer">
            {T.previewLink}
          </a>
        </p>
      ) : null}
    </form>
  );
}
