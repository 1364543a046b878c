import { type FormEvent, useState } from 'react';
import {
  SAVE_STORY_PRESENTATION,
  SAVE_STORY_SERIES,
  STORY_PRESENTATION,
} from '../lib/story-presentation-documents.ts';
import { STORY_PRESENTATION_TEXT as T } from '../lib/story-presentation-texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FieldMessage, FormField, TextField } from '../ui/form-field.tsx';
import { ImageBlockUpload } from '../ui/image-block-upload.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';

type Image = { key: string; width: number; height: number; alt: string };
type Presentation = {
  id: string;
  language: string;
  theme: string;
  backgroundColor: string | null;
  thumbnail: Image | null;
  movieUrl: string | null;
  movieDuration: number | null;
  seriesId: string | null;
  seriesPosition: number | null;
  translationOfId: string | null;
  featuredFamilyIds: string[];
};
type Series = { id: string; title: string; url: string };
type StoryChoice = { id: string; title: string; language: string; translationOfId: string | null };
type FamilyChoice = { id: string; title: string; published: boolean };
type Data = {
  adminStory: Presentation;
  adminStorySeries: Series[];
  adminStories: StoryChoice[];
  adminStoryFamilyChoices: FamilyChoice[];
};

/** A saved story's look and links, under its editor: a form of its own with its own Save. */
export function StoryPresentationPanel({ id }: { id: string }) {
  const { state, reload } = useAdminQuery<Data>(STORY_PRESENTATION, { id });
  return (
    <section className="stack" aria-labelledby="story-presentation-title">
      <h2 id="story-presentation-title">{T.title}</h2>
      <p className="subtitle">{T.intro}</p>
      <QueryView state={state} retry={reload}>
        {(data) => (
          <>
            <PresentationForm key={data.adminStory.id} data={data} />
            <SeriesForm onAdded={reload} />
          </>
        )}
      </QueryView>
    </section>
  );
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function PresentationForm({ data }: { data: Data }) {
  const story = data.adminStory;
  const [fields, setFields] = useState({
    theme: story.theme,
    backgroundColor: text(story.backgroundColor),
    thumbnailKey: text(story.thumbnail?.key),
    thumbnailWidth: text(story.thumbnail?.width),
    thumbnailHeight: text(story.thumbnail?.height),
    thumbnailAlt: text(story.thumbnail?.alt),
    movieUrl: text(story.movieUrl),
    movieDuration: text(story.movieDuration),
    seriesId: text(story.seriesId),
    seriesPosition: text(story.seriesPosition),
    translationOfId: text(story.translationOfId),
  });
  const [familyIds, setFamilyIds] = useState<string[]>(story.featuredFamilyIds);
  const write = useFormWrite();
  const errors = write.fieldErrors;
  const set = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  // Originals only: a translation names the original of its group.
  const originals = data.adminStories.filter(
    (other) => other.id !== story.id && other.translationOfId === null,
  );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const thumbnail = fields.thumbnailKey.trim()
      ? {
          key: fields.thumbnailKey.trim(),
          width: Number(fields.thumbnailWidth) || 0,
          height: Number(fields.thumbnailHeight) || 0,
          alt: fields.thumbnailAlt,
        }
      : null;
    await write.run(
      SAVE_STORY_PRESENTATION,
      {
        id: story.id,
        input: {
          theme: fields.theme,
          backgroundColor: fields.backgroundColor.trim() || null,
          thumbnail,
          movieUrl: fields.movieUrl.trim() || null,
          movieDuration: wholeOrNull(fields.movieDuration),
          seriesId: fields.seriesId || null,
          seriesPosition: fields.seriesId ? wholeOrNull(fields.seriesPosition) : null,
          translationOfId: fields.translationOfId || null,
          featuredFamilyIds: familyIds,
        },
      },
      T.saved,
    );
  }

  return (
    <form className="stack" onSubmit={save} aria-label={T.title} noValidate>
      <div className="editor-fields">
        <FormField id="story-theme" label={T.theme} error={errors.theme}>
          {(wiring) => (
            <select {...wiring} value={fields.theme} onChange={(event) => set('theme')(event.target.value)}>
              {Object.entries(T.themes).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id="story-background"
          label={T.backgroundColor}
          hint={T.backgroundColorHint}
          value={fields.backgroundColor}
          error={errors.backgroundColor}
          onChange={set('backgroundColor')}
        />
        <FormField id="story-series" label={T.series} error={errors.seriesId}>
          {(wiring) => (
            <select
              {...wiring}
              value={fields.seriesId}
              onChange={(event) => set('seriesId')(event.target.value)}
            >
              <option value="">{T.noSeries}</option>
              {data.adminStorySeries.map((series) => (
                <option key={series.id} value={series.id}>
                  {series.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {fields.seriesId ? (
          <TextField
            id="story-series-position"
            label={T.seriesPosition}
            type="number"
            value={fields.seriesPosition}
            error={errors.seriesPosition}
            onChange={set('seriesPosition')}
          />
        ) : null}
        <FormField id="story-translation-of" label={T.translationOf} error={errors.translationOfId}>
          {(wiring) => (
            <select
              {...wiring}
              value={fields.translationOfId}
              onChange={(event) => set('translationOfId')(event.target.value)}
            >
              <option value="">{T.notATranslation}</option>
              {originals.map((original) => (
                <option key={original.id} value={original.id}>
                  {original.title} ({original.language})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          id="story-movie-url"
          label={T.movieUrl}
          hint={T.movieUrlHint}
          value={fields.movieUrl}
          error={errors.movieUrl}
          onChange={set('movieUrl')}
        />
        <TextField
          id="story-movie-duration"
          label={T.movieDuration}
          type="number"
          value={fields.movieDuration}
          error={errors.movieDuration}
          onChange={set('movieDuration')}
        />
      </div>
      <div className="editor-fields">
        <TextField
          id="story-thumbnail-key"
          label={T.thumbnailKey}
          hint={T.thumbnailHint}
          value={fields.thumbnailKey}
          error={errors.thumbnail}
          onChange={set('thumbnailKey')}
        />
        <TextField
          id="story-thumbnail-width"
          label={T.thumbnailWidth}
          type="number"
          value={fields.thumbnailWidth}
          onChange={set('thumbnailWidth')}
        />
        <TextField
          id="story-thumbnail-height"
          label={T.thumbnailHeight}
          type="number"
          value={fields.thumbnailHeight}
          onChange={set('thumbnailHeight')}
        />
        <TextField
          id="story-thumbnail-alt"
          label={T.thumbnailAlt}
          value={fields.thumbnailAlt}
          error={errors.thumbnailAlt}
          onChange={set('thumbnailAlt')}
        />
      </div>
      <ImageBlockUpload
        id="story-thumbnail-upload"
        onUploaded={(image) =>
          setFields({
            ...fields,
            thumbnailKey: image.key,
            thumbnailWidth: String(image.width),
            thumbnailHeight: String(image.height),
          })
        }
      />
      <fieldset className="stack">
        <legend>{T.families}</legend>
        <div className="checkboxes">
          {data.adminStoryFamilyChoices.map((family) => (
            <label key={family.id} className="field-inline">
              <input
                type="checkbox"
                checked={familyIds.includes(family.id)}
                onChange={(event) =>
                  setFamilyIds(
                    event.target.checked
                      ? [...familyIds, family.id]
                      : familyIds.filter((one) => one !== family.id),
                  )
                }
              />
              <span>
                {family.title} {family.published ? null : T.unpublished}
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id="story-families-error" message={errors.featuredFamilyIds} />
      </fieldset>
      <OutcomeNote outcome={write.outcome} />
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
          {T.save}
        </button>
      </div>
    </form>
  );
}

/** Adds a series; the new one is then offered in the series list above. */
function SeriesForm({ onAdded }: { onAdded: () => void }) {
  const [fields, setFields] = useState({ title: '', url: '' });
  const write = useFormWrite({ onDone: onAdded });
  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = await write.run<{ saveStorySeries: Series }>(
      SAVE_STORY_SERIES,
      { id: null, ...fields },
      (answer) => T.seriesAdded(answer.saveStorySeries.title),
    );
    if (data) setFields({ title: '', url: '' });
  }
  return (
    <form className="stack" onSubmit={add} aria-label={T.newSeries} noValidate>
      <h3>{T.newSeries}</h3>
      <div className="editor-fields">
        <TextField
          id="series-title"
          label={T.seriesTitle}
          value={fields.title}
          error={write.fieldErrors.title}
          onChange={(title) => setFields({ ...fields, title })}
        />
        <TextField
          id="series-url"
          label={T.seriesUrl}
          value={fields.url}
          error={write.fieldErrors.url}
          onChange={(url) => setFields({ ...fields, url })}
        />
      </div>
      <OutcomeNote outcome={write.outcome} />
      <div className="actions">
        <button
          type="submit"
          className="button button-secondary"
          disabled={write.busy}
          aria-busy={write.busy}
        >
          {T.addSeries}
        </button>
      </div>
    </form>
  );
}
