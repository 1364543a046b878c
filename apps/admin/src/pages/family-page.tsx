import { type FormEvent, useState } from 'react';
import { adminRequest } from '../lib/admin-client.ts';
import { type AdminFamily, FAMILY, SET_FAMILY_PUBLISHED, UPDATE_FAMILY } from '../lib/family-documents.ts';
import { FAMILY_TEXT } from '../lib/family-texts.ts';
import { useAdminQuery } from '../lib/use-admin-query.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';
import { QueryView } from '../ui/query-view.tsx';

const T = FAMILY_TEXT.edit;
type Others = { id: string; title: string }[];

const chosen = (select: HTMLSelectElement) => [...select.selectedOptions].map((option) => option.value);

function FamilyForm({ family: initial, others }: { family: AdminFamily; others: Others }) {
  const [family, setFamily] = useState(initial);
  const [draft, setDraft] = useState({ ...initial, categoriesText: initial.categories.join(', ') });
  const write = useFormWrite();
  const { busy, fieldErrors: errors } = write;
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  async function run(work: () => Promise<AdminFamily>, done: string) {
    const saved = await write.send(work, done);
    if (saved) setFamily(saved);
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: draft.title,
      summary: draft.summary,
      designInformation: draft.designInformation,
      categories: draft.categoriesText
        .split(',')
        .map((category) => category.trim())
        .filter(Boolean),
      defaultEncodingId: draft.defaultEncodingId,
      preRelease: draft.preRelease,
      plannedReleaseDate: draft.plannedReleaseDate,
      hasWeightCalculator: draft.hasWeightCalculator,
      pairingIds: draft.pairingIds,
      relatedIds: draft.relatedIds,
    };
    void run(
      async () =>
        (await adminRequest<{ updateFamily: AdminFamily }>(UPDATE_FAMILY, { id: family.id, input }))
          .updateFamily,
      T.saved,
    );
  };
  const togglePublished = () =>
    void run(
      async () =>
        (
          await adminRequest<{ setFamilyPublished: AdminFamily }>(SET_FAMILY_PUBLISHED, {
            id: family.id,
            published: !family.published,
          })
        ).setFamilyPublished,
      family.published ? T.unpublished : T.published,
    );
  const candidates = others.filter((other) => other.id !== family.id);

  return (
    <>
      <h1>{family.title}</h1>
      <section className="panel stack" aria-labelledby="publish-state">
        <p id="publish-state">{family.published ? T.published : T.unpublished}</p>
        <div className="actions">
          <button type="button" className="button button-primary" disabled={busy} onClick={togglePublished}>
            {family.published ? T.unpublish : T.publish}
          </button>
          {family.published ? <span>{`${T.publicPage}: /fonts/${family.url}`}</span> : null}
        </div>
      </section>
      <OutcomeNote outcome={write.outcome} />
      <form className="stack panel" onSubmit={save} noValidate>
        <h2>{T.texts}</h2>
        <FormField id="family-title" label={FAMILY_TEXT.importing.familyTitle} error={errors.title}>
          {(props) => (
            <input {...props} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
          )}
        </FormField>
        <FormField id="family-summary" label={T.summary} error={errors.summary}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              value={draft.summary ?? ''}
              onChange={(e) => set({ summary: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="family-description" label={T.designInformation} error={errors.designInformation}>
          {(props) => (
            <textarea
              {...props}
              rows={5}
              value={draft.designInformation ?? ''}
              onChange={(e) => set({ designInformation: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          id="family-categories"
          label={T.categories}
          hint={T.categoriesHint}
          error={errors.categories}
        >
          {(props) => (
            <input
              {...props}
              value={draft.categoriesText}
              onChange={(e) => set({ categoriesText: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="family-encoding" label={T.encoding} error={errors.defaultEncodingId}>
          {(props) => (
            <select
              {...props}
              value={draft.defaultEncodingId ?? ''}
              onChange={(e) => set({ defaultEncodingId: e.target.value || null })}
            >
              {family.encodings.map((encoding) => (
                <option key={encoding.id} value={encoding.id}>
                  {encoding.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="checkbox" htmlFor="family-pre-release">
          <input
            id="family-pre-release"
            type="checkbox"
            checked={draft.preRelease}
            onChange={(e) => set({ preRelease: e.target.checked })}
          />{' '}
          {T.preRelease}
        </label>
        {draft.preRelease ? (
          <FormField id="family-release-date" label={T.plannedReleaseDate} error={errors.plannedReleaseDate}>
            {(props) => (
              <input
                {...props}
                type="date"
                value={draft.plannedReleaseDate ?? ''}
                onChange={(e) => set({ plannedReleaseDate: e.target.value || null })}
              />
            )}
          </FormField>
        ) : null}
        <FormField
          id="family-weight-calculator"
          label={T.weightCalculator}
          hint={T.weightCalculatorHint}
          error={errors.hasWeightCalculator}
        >
          {(props) => (
            <input
              {...props}
              type="checkbox"
              checked={draft.hasWeightCalculator}
              disabled={!family.hasWeightAxis && !draft.hasWeightCalculator}
              onChange={(e) => set({ hasWeightCalculator: e.target.checked })}
            />
          )}
        </FormField>
        {(['pairingIds', 'relatedIds'] as const).map((key) => (
          <FormField
            key={key}
            id={`family-${key}`}
            label={key === 'pairingIds' ? T.pairings : T.related}
            error={errors[key]}
          >
            {(props) => (
              <select
                {...props}
                multiple
                size={6}
                value={draft[key]}
                onChange={(e) => set({ [key]: chosen(e.target) })}
              >
                {candidates.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {T.save}
          </button>
        </div>
      </form>
    </>
  );
}

/** One family's edit form and its publish switch. */
export function FamilyPage({ id }: { id: string }) {
  const { state, reload } = useAdminQuery<{ family: AdminFamily; families: Others }>(FAMILY, { id });
  return (
    <>
      <p>
        <a href="#/families">{T.back}</a>
      </p>
      <QueryView state={state} retry={reload}>
        {({ family, families }) => <FamilyForm key={family.id} family={family} others={families} />}
      </QueryView>
    </>
  );
}
