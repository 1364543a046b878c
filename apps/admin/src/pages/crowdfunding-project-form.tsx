import { useState } from 'react';
import { SAVE_CROWDFUNDING_PROJECT } from '../lib/club-documents.ts';
import { CLUB_TEXT } from '../lib/club-texts.ts';
import type { CrowdfundingProject } from '../lib/club-types.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { EditorForm, type EditorSubmit } from '../ui/editor-form.tsx';
import { FormField } from '../ui/form-field.tsx';

const T = CLUB_TEXT.crowdfunding;
type RewardRow = { key: string; id: string | null; title: string; points: string; description: string };
let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `row-${nextKey}`;
};
const rowOf = (reward?: CrowdfundingProject['rewards'][number]): RewardRow => ({
  key: newKey(),
  id: reward?.id ?? null,
  title: reward?.title ?? '',
  points: reward ? String(reward.points) : '',
  description: reward?.description ?? '',
});

/** A project's texts, goal, last day and rewards; a new project when `project` is null. */
export function CrowdfundingProjectForm({
  project,
  onSaved,
}: {
  project: CrowdfundingProject | null;
  onSaved: (saved: CrowdfundingProject) => void;
}) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  const [rewards, setRewards] = useState<RewardRow[]>(() => (project?.rewards ?? []).map(rowOf));
  const change = (key: string, patch: Partial<RewardRow>) =>
    setRewards((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  async function submit({ text, data: form }: EditorSubmit) {
    if (!/^\d+$/.test(text('goalPoints'))) return write.refuse({ goalPoints: T.whole });
    if (rewards.some((row) => !/^\d+$/.test(row.points.trim()))) return write.refuse({ rewards: T.whole });
    const saved = await write.run<{ saveCrowdfundingProject: CrowdfundingProject }>(
      SAVE_CROWDFUNDING_PROJECT,
      {
        id: project?.id ?? null,
        input: {
          url: text('url'),
          title: text('title'),
          description: text('description') || null,
          goalPoints: Number(text('goalPoints')),
          deadline: text('deadline'),
          estimatedDelivery: text('estimatedDelivery') || null,
          published: form.get('published') === 'on',
          rewards: rewards.map((row) => ({
            id: row.id,
            title: row.title,
            description: row.description.trim() || null,
            points: Number(row.points),
          })),
        },
      },
      (data) => T.saved(data.saveCrowdfundingProject.title),
    );
    if (saved) onSaved(saved.saveCrowdfundingProject);
  }
  return (
    <EditorForm
      id="project-form-title"
      title={project ? T.editing(project.title) : T.create}
      write={write}
      saveLabel={T.save}
      onSubmit={submit}
    >
      <FormField
        id="project-title"
        name="title"
        label={T.projectTitle}
        error={errors.title}
        defaultValue={project?.title ?? ''}
        required
      />
      <FormField
        id="project-url"
        name="url"
        label={T.url}
        hint={T.urlHint}
        error={errors.url}
        defaultValue={project?.url ?? ''}
        required
      />
      <FormField id="project-description" label={T.description} error={errors.description}>
        {(wiring) => (
          <textarea {...wiring} name="description" rows={4} defaultValue={project?.description ?? ''} />
        )}
      </FormField>
      <div className="form-row">
        <FormField
          id="project-goal"
          name="goalPoints"
          label={T.goal}
          error={errors.goalPoints}
          defaultValue={project?.goalPoints ?? ''}
          inputMode="numeric"
          required
        />
        <FormField
          id="project-deadline"
          name="deadline"
          type="date"
          label={T.deadline}
          error={errors.deadline}
          defaultValue={project?.deadline ?? ''}
          required
        />
      </div>
      <FormField
        id="project-delivery"
        name="estimatedDelivery"
        label={T.estimatedDelivery}
        error={errors.estimatedDelivery}
        defaultValue={project?.estimatedDelivery ?? ''}
      />
      <label className="checkbox">
        <input type="checkbox" name="published" defaultChecked={project?.published ?? false} />
        <span>{T.publishedLabel}</span>
      </label>
      <fieldset className="stack" aria-describedby={errors.rewards ? 'project-rewards-error' : undefined}>
        <legend>{T.rewards}</legend>
        <ol className="reward-rows">
          {rewards.map((row, index) => (
            <li key={row.key}>
              <FormField
                id={`${row.key}-title`}
                label={T.rewardTitle}
                value={row.title}
                onChange={(e) => change(row.key, { title: e.target.value })}
              />
              <FormField
                id={`${row.key}-points`}
                label={T.rewardPoints}
                value={row.points}
                inputMode="numeric"
                onChange={(e) => change(row.key, { points: e.target.value })}
              />
              <button
                type="button"
                className="button button-quiet"
                aria-label={T.removeReward(index + 1)}
                onClick={() => setRewards((rows) => rows.filter((r) => r.key !== row.key))}
              >
                {T.remove}
              </button>
              <FormField
                id={`${row.key}-description`}
                label={T.rewardDescription}
                value={row.description}
                onChange={(e) => change(row.key, { description: e.target.value })}
              />
            </li>
          ))}
        </ol>
        {errors.rewards ? (
          <small id="project-rewards-error" className="field-error">
            {errors.rewards}
          </small>
        ) : null}
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setRewards((rows) => [...rows, rowOf()])}
          >
            {T.addReward}
          </button>
        </div>
      </fieldset>
    </EditorForm>
  );
}
