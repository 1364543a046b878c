'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import {
  CheckedFormActions,
  CheckedFormTop,
  checkedFieldParts,
} from '../../lib/forms/checked-form-parts.tsx';
import { useCheckedForm } from '../../lib/forms/use-checked-form.ts';
import { useLeavePageWarning } from '../checkout/index.ts';
import { FontPicker } from './font-picker.tsx';
import {
  emptyWebfontsForm,
  type FormProblem,
  formProblems,
  formValuesOf,
  mutationArgumentsOf,
  serverFieldErrors,
  WEBFONTS_FORM_FIELDS,
  WEBFONTS_TITLE_MAX_LENGTH,
  type WebfontsFormField,
  type WebfontsFormValues,
  type WebfontsProjectType,
} from './webfonts-form-values.ts';
import {
  CreateWebfontsProjectMutation,
  UpdateWebfontsProjectMutation,
  type WebfontsProject,
} from './webfonts-operations.ts';
import { WEBFONTS_PATH, webfontsProjectPath } from './webfonts-paths.ts';
import './webfonts.css';

const REQUIRED = new Set<WebfontsFormField>(['title', 'domains', 'fonts']);

/** The words of each list of rows: a row's label, its remove button and the add button. */
const ROW_WORDS = {
  domains: {
    row: 'webfonts.form.domain',
    remove: 'webfonts.form.removeDomain',
    add: 'webfonts.form.addDomain',
  },
  billingEmails: {
    row: 'webfonts.form.billingEmail',
    remove: 'webfonts.form.removeBillingEmail',
    add: 'webfonts.form.addBillingEmail',
  },
  editingEmails: {
    row: 'webfonts.form.editingEmail',
    remove: 'webfonts.form.removeEditingEmail',
    add: 'webfonts.form.addEditingEmail',
  },
} as const;

interface WebfontsProjectFormProps {
  type: WebfontsProjectType;
  /** The saved project to edit; without it the form creates one. */
  project?: WebfontsProject;
  /** Called with the saved project (edits stay on the page). */
  onSaved?: (project: WebfontsProject) => void;
}

/**
 * A web font project's settings: name, domains (hosted projects; rows added and removed, each a host
 * name), monthly budget (hosted), billing and editing e-mails, and the fonts with their CSS settings.
 * Checked as the customer types (after a field was touched) and fully at submit; the server's
 * extensions.fields are shown at their fields. A new project goes to its page once created.
 */
export function WebfontsProjectForm({ type, project, onSaved }: WebfontsProjectFormProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const router = useRouter();
  const initialValues = useMemo(
    () => (project ? formValuesOf(project) : emptyWebfontsForm(type)),
    [project, type],
  );
  const fields = WEBFONTS_FORM_FIELDS.filter(
    (field) => type === 'regular' || (field !== 'domains' && field !== 'budget'),
  );
  const problemWords = (problem: FormProblem) =>
    // One key stands for all: every problem text takes at most a value, a limit or a font's title.
    t(`webfonts.form.problems.${problem.key as 'domainInvalid'}`, { value: '', ...problem.values });
  const form = useCheckedForm<WebfontsFormField, WebfontsFormValues>({
    initialValues,
    fields,
    problemsOf: (values) => {
      const problems = formProblems(values, type);
      return Object.fromEntries(
        fields.flatMap((field) => {
          const problem = problems[field];
          return problem ? [[field, problemWords(problem)]] : [];
        }),
      );
    },
    placeServerErrors: serverFieldErrors,
  });
  const { values, status, change, fieldId, problemOf, describedBy } = form;
  const { label, problemText, hintText } = checkedFieldParts(form, {
    labelOf: (field) => t(`webfonts.form.fields.${field}`),
    requiredWord: t('webfonts.form.required'),
    required: REQUIRED,
  });
  useLeavePageWarning(form.dirty && status !== 'finished');

  const onSubmit = form.submit({
    send: async () => {
      const args = mutationArgumentsOf(values, type);
      return project
        ? await client.mutation(UpdateWebfontsProjectMutation, { id: project.id, ...args }).toPromise()
        : await client.mutation(CreateWebfontsProjectMutation, { ...args, type }).toPromise();
    },
    sent: (result) => {
      const saved =
        result.data && 'createWebfontsProject' in result.data
          ? result.data.createWebfontsProject
          : result.data && 'updateWebfontsProject' in result.data
            ? result.data.updateWebfontsProject
            : null;
      if (!saved) return { message: i18n.t('errors.unknown') };
      if (project) {
        toast.success(t('webfonts.form.saved'));
        onSaved?.(saved);
        return 'idle';
      }
      toast.success(t('webfonts.form.created'));
      router.push(webfontsProjectPath(saved.id, 'edit'));
      return 'finished';
    },
  });

  /** Domains and e-mails: one input per row, rows added and removed. */
  const rows = (field: 'domains' | 'billingEmails' | 'editingEmails') => {
    const list = values[field];
    const kind = field === 'domains' ? 'domain' : 'email';
    const words = ROW_WORDS[field];
    const statusOf = (value: string) =>
      field === 'domains' || !project
        ? undefined
        : project[field].find((entry) => entry.email.toLowerCase() === value.trim().toLowerCase())?.status;
    return (
      <fieldset className="webfonts-form__rows" aria-describedby={describedBy(field, true)}>
        <legend id={fieldId(field)} tabIndex={-1}>
          {label(field, false)}
        </legend>
        {hintText(field, t(`webfonts.form.hints.${field}`))}
        <ol className="webfonts-form__row-list">
          {list.map((value, index) => {
            const emailStatus = statusOf(value);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li key={index} className="webfonts-form__row">
                <input
                  type={kind === 'email' ? 'email' : 'text'}
                  inputMode={kind === 'email' ? 'email' : 'url'}
                  autoComplete={kind === 'email' ? 'email' : 'off'}
                  aria-label={t(words.row, { index: index + 1 })}
                  aria-invalid={problemOf(field) ? true : undefined}
                  aria-describedby={problemOf(field) ? `${fieldId(field)}-problem` : undefined}
                  value={value}
                  onChange={(event) =>
                    change(
                      field,
                      list.map((entry, at) => (at === index ? event.target.value : entry)),
                    )
                  }
                />
                {emailStatus === 'INVITED' || emailStatus === 'CONFIRMED' ? (
                  <span className="webfonts-form__email-status">
                    {t(`webfonts.form.emailStatus.${emailStatus}`)}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="button"
                  aria-label={t(words.remove, { index: index + 1 })}
                  onClick={() =>
                    change(
                      field,
                      list.filter((_, at) => at !== index),
                    )
                  }
                >
                  ×
                </button>
              </li>
            );
          })}
        </ol>
        <button type="button" className="button" onClick={() => change(field, [...list, ''])}>
          {t(words.add)}
        </button>
        {problemText(field)}
      </fieldset>
    );
  };

  const buttonKey = project ? 'save' : 'submit';

  return (
    <form
      className="checked-form webfonts-form"
      onSubmit={onSubmit}
      noValidate
      data-status={status}
      aria-busy={status === 'loading'}
    >
      <CheckedFormTop notes={[t('webfonts.form.requiredNote')]} message={form.formMessage} />

      <div className="checked-form__field">
        {label('title', true)}
        <input
          id={fieldId('title')}
          name="title"
          type="text"
          maxLength={WEBFONTS_TITLE_MAX_LENGTH}
          aria-required
          aria-invalid={problemOf('title') ? true : undefined}
          aria-describedby={describedBy('title')}
          value={values.title}
          onChange={(event) => change('title', event.target.value)}
        />
        {problemText('title')}
      </div>

      {type === 'regular' ? rows('domains') : null}

      {type === 'regular' ? (
        <div className="checked-form__field">
          {label('budget', true)}
          <input
            id={fieldId('budget')}
            name="budget"
            type="text"
            inputMode="numeric"
            aria-invalid={problemOf('budget') ? true : undefined}
            aria-describedby={describedBy('budget', true)}
            value={values.budget}
            onChange={(event) => change('budget', event.target.value)}
          />
          {hintText(
            'budget',
            t('webfonts.form.hints.budget', { currency: project?.budget?.currency ?? 'EUR' }),
          )}
          {problemText('budget')}
        </div>
      ) : null}

      {rows('billingEmails')}
      {rows('editingEmails')}

      <FontPicker
        id={fieldId('fonts')}
        projectID={project?.id}
        projectType={type}
        fonts={values.fonts}
        onChange={(fonts) => change('fonts', fonts)}
        describedBy={describedBy('fonts')}
        invalid={Boolean(problemOf('fonts'))}
      />
      {problemText('fonts')}

      <CheckedFormActions
        status={status}
        submitLabel={t(`webfonts.form.${buttonKey}.${status}`)}
        cancelHref={WEBFONTS_PATH}
        cancelLabel={t('webfonts.form.cancel')}
      />
    </form>
  );
}
