'use client';

import { webfontsProjectSchema } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { Form } from '../../ui/form.tsx';
import { useRegisteredField } from '../../ui/form-field-registry.ts';
import { useFormMessage } from '../../ui/form-message.ts';
import { FormRowsField } from '../../ui/form-rows-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { useLeavePageWarning } from '../checkout/index.ts';
import { FontPicker } from './font-picker.tsx';
import {
  emptyWebfontsForm,
  formValuesOf,
  mutationArgumentsOf,
  WEBFONTS_TITLE_MAX_LENGTH,
  type WebfontsFormValues,
  type WebfontsProjectType,
  webfontsFieldOf,
} from './webfonts-form-values.ts';
import {
  CreateWebfontsProjectMutation,
  UpdateWebfontsProjectMutation,
  type WebfontsProject,
} from './webfonts-operations.ts';
import { WEBFONTS_PATH, webfontsProjectPath } from './webfonts-paths.ts';

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

/** The project's fonts bound to the form: the picker, its message and its entry in the summary. */
function FormFontPicker({ projectID, type }: { projectID: string | undefined; type: WebfontsProjectType }) {
  const { t } = useTexts(CATALOGUE_TEXTS, WEBFONTS_TEXTS);
  const say = useFormMessage();
  const { control } = useFormContext<WebfontsFormValues>();
  const { field, fieldState } = useController({ name: 'fonts', control });
  const id = useRegisteredField('fonts', t('webfonts.form.fields.fonts'));
  const error = say(fieldState.error?.message);
  return (
    <>
      <FontPicker
        id={id}
        projectID={projectID}
        projectType={type}
        fonts={field.value}
        onChange={field.onChange}
        describedBy={error ? `${id}-error` : undefined}
        invalid={Boolean(error)}
      />
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A web font project's settings: name, domains (hosted projects; rows added and removed, each a host
 * name), monthly budget (hosted), billing and editing e-mails, and the fonts with their CSS settings.
 * Checked by `webfontsProjectSchema` (docs/forms.md); the server's extensions.fields are shown at
 * their fields. A new project goes to its page once created.
 */
export function WebfontsProjectForm({ type, project, onSaved }: WebfontsProjectFormProps) {
  const { t } = useTexts(CATALOGUE_TEXTS, WEBFONTS_TEXTS);
  const client = useGraphqlClient();
  const router = useRouter();
  const [created, setCreated] = useState(false);
  const form = useZodForm(
    webfontsProjectSchema(type),
    project ? formValuesOf(project) : emptyWebfontsForm(type),
  );
  useLeavePageWarning(form.formState.isDirty && !created);
  const optional = (text: string) => `${text} ${t('forms.optional')}`;

  const send = async (values: WebfontsFormValues) => {
    const args = mutationArgumentsOf(values, type);
    const result = project
      ? await client.mutation(UpdateWebfontsProjectMutation, { id: project.id, ...args }).toPromise()
      : await client.mutation(CreateWebfontsProjectMutation, { ...args, type }).toPromise();
    if (result.error) return refusalOf(result.error, webfontsFieldOf);
    const saved =
      result.data && 'createWebfontsProject' in result.data
        ? result.data.createWebfontsProject
        : result.data && 'updateWebfontsProject' in result.data
          ? result.data.updateWebfontsProject
          : null;
    if (!saved) return { message: 'errors.unknown' };
    if (project) {
      toast.success(t('webfonts.form.saved'));
      form.reset(formValuesOf(saved));
      onSaved?.(saved);
      return undefined;
    }
    setCreated(true);
    toast.success(t('webfonts.form.created'));
    router.push(webfontsProjectPath(saved.id, 'edit'));
    return undefined;
  };

  const rows = (name: 'domains' | 'billingEmails' | 'editingEmails') => {
    const words = ROW_WORDS[name];
    const label = t(`webfonts.form.fields.${name}`);
    return (
      <FormRowsField<WebfontsFormValues>
        name={name}
        label={name === 'domains' ? label : optional(label)}
        description={t(`webfonts.form.hints.${name}`)}
        rowLabel={(index) => t(words.row, { index: index + 1 })}
        removeLabel={(index) => t(words.remove, { index: index + 1 })}
        addLabel={t(words.add)}
        type={name === 'domains' ? 'text' : 'email'}
        after={
          name === 'domains' || !project
            ? undefined
            : (value) => {
                const status = project[name].find(
                  (entry) => entry.email.toLowerCase() === value.trim().toLowerCase(),
                )?.status;
                return status === 'INVITED' || status === 'CONFIRMED' ? (
                  <span className="webfonts-form__email-status">
                    {t(`webfonts.form.emailStatus.${status}`)}
                  </span>
                ) : null;
              }
        }
      />
    );
  };

  return (
    <Form form={form} onSubmit={send} className="webfonts-form">
      <FormTextField<WebfontsFormValues>
        name="title"
        label={t('webfonts.form.fields.title')}
        maxLength={WEBFONTS_TITLE_MAX_LENGTH}
        isRequired
      />
      {type === 'regular' ? rows('domains') : null}
      {type === 'regular' ? (
        <FormTextField<WebfontsFormValues>
          name="budget"
          label={optional(t('webfonts.form.fields.budget'))}
          inputMode="numeric"
          description={t('webfonts.form.hints.budget', { currency: project?.budget?.currency ?? 'EUR' })}
        />
      ) : null}
      {rows('billingEmails')}
      {rows('editingEmails')}
      <FormFontPicker projectID={project?.id} type={type} />
      <div className="ui-form__actions">
        <FormSubmit>{t(project ? 'webfonts.form.save.idle' : 'webfonts.form.submit.idle')}</FormSubmit>
        <Link href={WEBFONTS_PATH} className="ui-button ui-button--secondary">
          {t('webfonts.form.cancel')}
        </Link>
      </div>
    </Form>
  );
}
