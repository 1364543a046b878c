import { SAVE_WEBINAR } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { AdminWebinar } from '../lib/club-types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { isoOfUtcInput, utcInputOf } from '../lib/utc-input.ts';
import { EditorForm, type EditorSubmit } from '../ui/editor-form.tsx';
import { FormField } from '../ui/form-field.tsx';

const T = CLUB_TEXT.webinars;

/** A new webinar, or the chosen one edited. */
export function WebinarForm({
  webinar,
  onSaved,
  onNew,
}: {
  webinar: AdminWebinar | null;
  onSaved: () => void;
  onNew: () => void;
}) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  async function submit({ text, data: form, form: formElement }: EditorSubmit) {
    if (!/^\d+$/.test(text('durationMinutes'))) {
      write.refuse({ durationMinutes: T.durationInvalid });
      return;
    }
    const saved = await write.run<{ saveWebinar: AdminWebinar }>(
      SAVE_WEBINAR,
      {
        id: webinar?.id ?? null,
        input: {
          title: text('title'),
          subTitle: text('subTitle') || null,
          description: text('description') || null,
          startsAt: isoOfUtcInput(text('startsAt')) ?? '',
          durationMinutes: Number(text('durationMinutes')),
          link: text('link') || null,
          published: form.get('published') === 'on',
        },
      },
      (data) => T.saved(data.saveWebinar.title),
    );
    if (saved) {
      if (!webinar) formElement.reset();
      onSaved();
    }
  }
  return (
    <EditorForm
      id="webinar-form-title"
      title={webinar ? T.editing(webinar.title) : T.create}
      write={write}
      saveLabel={T.save}
      leave={webinar ? { label: T.newInstead, onPress: onNew } : null}
      onSubmit={submit}
    >
      <FormField
        id="webinar-title"
        name="title"
        label={T.webinarTitle}
        error={errors.title}
        defaultValue={webinar?.title ?? ''}
        maxLength={200}
        required
      />
      <FormField
        id="webinar-subtitle"
        name="subTitle"
        label={T.subTitle}
        error={errors.subTitle}
        defaultValue={webinar?.subTitle ?? ''}
      />
      <FormField id="webinar-description" label={T.description} error={errors.description}>
        {(wiring) => (
          <textarea {...wiring} name="description" rows={4} defaultValue={webinar?.description ?? ''} />
        )}
      </FormField>
      <div className="form-row">
        <FormField
          id="webinar-start"
          name="startsAt"
          type="datetime-local"
          label={T.startsAt}
          error={errors.startsAt}
          defaultValue={utcInputOf(webinar?.startsAt ?? null)}
          required
        />
        <FormField
          id="webinar-duration"
          name="durationMinutes"
          label={T.duration}
          error={errors.durationMinutes}
          defaultValue={webinar?.durationMinutes ?? 60}
          inputMode="numeric"
          required
        />
      </div>
      <FormField
        id="webinar-link"
        name="link"
        type="url"
        label={T.link}
        hint={T.linkHint}
        error={errors.link}
        defaultValue={webinar?.link ?? ''}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="published"
          defaultChecked={webinar ? webinar.state !== 'DRAFT' && webinar.state !== 'CANCELLED' : true}
        />
        <span>{T.published}</span>
      </label>
    </EditorForm>
  );
}
