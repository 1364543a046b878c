'use client';

import { VALIDATION_MESSAGE_KEYS } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
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

/** Spec: the submit goes idle → loading → finished. */
type FormStatus = 'idle' | 'loading' | 'finished';

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
  const id = useId();
  const initialValues = useMemo(
    () => (project ? formValuesOf(project) : emptyWebfontsForm(type)),
    [project, type],
  );
  const [values, setValues] = useState<WebfontsFormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<WebfontsFormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<WebfontsFormField, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const busy = useRef(false);

  const problems = formProblems(values, type);
  const dirty = JSON.stringify(values) !== JSON.stringify(initialValues);
  useLeavePageWarning(dirty && status !== 'finished');

  const fields = WEBFONTS_FORM_FIELDS.filter(
    (field) => type === 'regular' || (field !== 'domains' && field !== 'budget'),
  );
  const fieldId = (field: WebfontsFormField) => `${id}-${field}`;
  const problemWords = (problem: FormProblem) =>
    // One key stands for all: every problem text takes at most a value, a limit or a font's title.
    t(`webfonts.form.problems.${problem.key as 'domainInvalid'}`, { value: '', ...problem.values });
  const problemOf = (field: WebfontsFormField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = touched.has(field) ? problems[field] : undefined;
    return problem ? problemWords(problem) : undefined;
  };
  const change = <K extends WebfontsFormField>(field: K, value: WebfontsFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => new Set(previous).add(field));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const describedBy = (field: WebfontsFormField, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : null, problemOf(field) ? `${fieldId(field)}-problem` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    setTouched(new Set(fields));
    setFormMessage(null);
    const first = fields.find((field) => problems[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    busy.current = true;
    setStatus('loading');
    try {
      const args = mutationArgumentsOf(values, type);
      const result = project
        ? await client.mutation(UpdateWebfontsProjectMutation, { id: project.id, ...args }).toPromise()
        : await client.mutation(CreateWebfontsProjectMutation, { ...args, type }).toPromise();
      if (result.error) {
        const placed = serverFieldErrors(result.error.graphQLErrors[0]?.extensions?.fields);
        setServerErrors(placed.fields);
        const hasFields = Object.keys(placed.fields).length > 0;
        setFormMessage(
          hasFields
            ? t(VALIDATION_MESSAGE_KEYS.formHasFieldErrors)
            : (placed.other[0] ?? i18n.t(failureOfOperation(result.error).messageKey)),
        );
        setStatus('idle');
        const firstPlaced = fields.find((field) => placed.fields[field]);
        if (firstPlaced) document.getElementById(fieldId(firstPlaced))?.focus();
        return;
      }
      const saved =
        result.data && 'createWebfontsProject' in result.data
          ? result.data.createWebfontsProject
          : result.data && 'updateWebfontsProject' in result.data
            ? result.data.updateWebfontsProject
            : null;
      if (!saved) {
        setStatus('idle');
        setFormMessage(i18n.t('errors.unknown'));
        return;
      }
      if (project) {
        setStatus('idle');
        setTouched(new Set());
        toast.success(t('webfonts.form.saved'));
        onSaved?.(saved);
      } else {
        setStatus('finished');
        toast.success(t('webfonts.form.created'));
        router.push(webfontsProjectPath(saved.id, 'edit'));
      }
    } catch (error) {
      setStatus('idle');
      setFormMessage(error instanceof Error ? error.message : i18n.t('errors.unknown'));
    } finally {
      busy.current = false;
    }
  };

  const label = (field: WebfontsFormField, htmlFor: boolean): ReactNode => {
    const text = t(`webfonts.form.fields.${field}`);
    const mark = REQUIRED.has(field) ? (
      <>
        <span className="webfonts-form__required" aria-hidden="true">
          {' *'}
        </span>
        {htmlFor ? null : <span className="visually-hidden"> ({t('webfonts.form.required')})</span>}
      </>
    ) : null;
    return htmlFor ? (
      <label htmlFor={fieldId(field)}>
        {text}
        {mark}
      </label>
    ) : (
      <>
        {text}
        {mark}
      </>
    );
  };
  const problemText = (field: WebfontsFormField) => {
    const problem = problemOf(field);
    return problem ? (
      <p id={`${fieldId(field)}-problem`} className="webfonts-form__problem" role="alert">
        {problem}
      </p>
    ) : null;
  };
  const hintText = (field: WebfontsFormField, text: string) => (
    <p id={`${fieldId(field)}-hint`} className="webfonts-form__hint">
      {text}
    </p>
  );

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
      className="webfonts-form"
      onSubmit={onSubmit}
      noValidate
      data-status={status}
      aria-busy={status === 'loading'}
    >
      <p className="webfonts-form__note">{t('webfonts.form.requiredNote')}</p>
      <div aria-live="assertive">
        {formMessage ? (
          <p className="webfonts-form__message" role="alert">
            {formMessage}
          </p>
        ) : null}
      </div>

      <div className="webfonts-form__field">
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
        <div className="webfonts-form__field">
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

      <div className="webfonts-form__actions">
        <button
          type="submit"
          className="button button--primary"
          data-state={status}
          aria-busy={status === 'loading'}
          disabled={status !== 'idle'}
        >
          {t(`webfonts.form.${buttonKey}.${status}`)}
        </button>
        <Link href={WEBFONTS_PATH} className="button">
          {t('webfonts.form.cancel')}
        </Link>
      </div>
    </form>
  );
}
