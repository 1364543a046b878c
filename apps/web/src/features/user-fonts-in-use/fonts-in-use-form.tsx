'use client';

import {
  FONTS_IN_USE_CATEGORIES,
  FONTS_IN_USE_LANGUAGE_CODES,
  FONTS_IN_USE_OUTPUTS,
  fontsInUseFormSchema,
  latestFontsInUseYear,
  USER_FONTS_IN_USE_LIMITS,
} from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { refusalOf } from '../../lib/forms/server-outcome.ts';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { USER_FONTS_IN_USE_TEXTS } from '../../lib/i18n/areas/user-fonts-in-use.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { Form } from '../../ui/form.tsx';
import { FormCheckboxGroup } from '../../ui/form-checkbox-group.tsx';
import { FormSelect } from '../../ui/form-select.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { useLeavePageWarning } from '../checkout/index.ts';
import { languageDisplayName } from '../fonts-in-use/index.ts';
import {
  EMPTY_FONTS_IN_USE_FORM,
  type FontsInUseFormValues,
  fontsInUseFieldOf,
  formValuesOf,
  inputOf,
} from './fonts-in-use-form-values.ts';
import { FontsInUseImagesField } from './fonts-in-use-images-field.tsx';
import { type ProjectImage, storedImages, useImageUploads } from './use-image-uploads.ts';
import {
  CreateUserFontsInUseMutation,
  ReadFontsInUseFormOptionsQuery,
  UpdateUserFontsInUseMutation,
  type UserFontsInUseProject,
} from './user-fonts-in-use-operations.ts';
import { USER_FONTS_IN_USE_PATH } from './user-fonts-in-use-paths.ts';

/** The captcha action of the submission (the API expects the same). */
export const FONTS_IN_USE_CAPTCHA_ACTION = 'fonts_in_use';

const limits = USER_FONTS_IN_USE_LIMITS;

interface FontsInUseFormProps {
  /** The saved project to edit; without it the form submits a new one. */
  project?: UserFontsInUseProject;
}

/**
 * The customer's fonts-in-use project (new or edited), checked by `fontsInUseFormSchema` (the rules
 * the API applies, docs/forms.md): pictures uploaded as they are chosen (previews with progress,
 * removable), then the mutation with their file ids; a new project takes a captcha token at submit.
 * The server's field errors land under their fields; leaving with unsaved changes asks.
 */
export function FontsInUseForm({ project }: FontsInUseFormProps) {
  const { t } = useTexts(USER_FONTS_IN_USE_TEXTS);
  const client = useGraphqlClient();
  const router = useRouter();
  const captchaToken = useCaptcha();
  const [{ data: options, error: optionsError }] = useQuery({ query: ReadFontsInUseFormOptionsQuery });
  const initialImages = useMemo<ProjectImage[]>(
    () => (project ? storedImages(project.images, project.fileIDs) : []),
    [project],
  );
  const uploads = useImageUploads(initialImages);
  const now = useMemo(() => new Date(), []);
  const [sent, setSent] = useState(false);
  const form = useZodForm(
    fontsInUseFormSchema(now),
    project ? formValuesOf(project) : EMPTY_FONTS_IN_USE_FORM,
  );
  const label = (field: keyof FontsInUseFormValues, optional = true) =>
    `${t(`userFontsInUse.form.fields.${field}`)}${optional ? ` ${t('forms.optional')}` : ''}`;

  // The pictures' field is the keys of those uploaded so far.
  const imageKeys = uploads.keys.join('\n');
  useEffect(() => {
    const keys = imageKeys === '' ? [] : imageKeys.split('\n');
    const same = keys.join('\n') === form.getValues('images').join('\n');
    if (!same)
      form.setValue('images', keys, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [imageKeys, form]);
  useLeavePageWarning(form.formState.isDirty && !sent);

  const send = async (values: FontsInUseFormValues) => {
    if (uploads.uploading) return { message: 'userFontsInUse.form.waitForUploads' };
    const data = inputOf(values);
    const result = project
      ? await client.mutation(UpdateUserFontsInUseMutation, { id: project.id, data }).toPromise()
      : await client
          .mutation(CreateUserFontsInUseMutation, {
            data,
            reCaptchaToken: await captchaToken(FONTS_IN_USE_CAPTCHA_ACTION),
          })
          .toPromise();
    if (result.error) return refusalOf(result.error, fontsInUseFieldOf);
    setSent(true);
    toast.success(t(project ? 'userFontsInUse.form.saved' : 'userFontsInUse.form.created'));
    router.push(USER_FONTS_IN_USE_PATH);
    return undefined;
  };

  const named = (list: readonly string[]) => list.map((value) => ({ id: value, label: value }));
  const families = options?.readFamilies.nodes ?? [];
  const countries = options?.readCountries ?? [];
  const description = form.watch('description');
  const chosenFamilies = form.watch('families').length;
  const buttonKey = project ? 'save' : 'submit';

  return (
    <Form form={form} onSubmit={send} className="fiu-form">
      {project ? <p>{t('userFontsInUse.form.reviewNote')}</p> : null}
      <FormTextField<FontsInUseFormValues>
        name="title"
        label={label('title', false)}
        maxLength={limits.titleMaxLength}
        isRequired
      />
      <FormTextField<FontsInUseFormValues>
        name="description"
        label={label('description')}
        rows={6}
        maxLength={limits.descriptionMaxLength}
        description={t('userFontsInUse.form.hints.charactersLeft', {
          count: Math.max(0, limits.descriptionMaxLength - description.length),
        })}
      />
      <div className="fiu-form__row">
        <FormTextField<FontsInUseFormValues>
          name="designer"
          label={label('designer')}
          maxLength={limits.creditMaxLength}
        />
        <FormTextField<FontsInUseFormValues>
          name="designerUrl"
          label={label('designerUrl')}
          type="url"
          inputMode="url"
          maxLength={limits.designerUrlMaxLength}
          description={t('userFontsInUse.form.hints.designerUrl')}
        />
      </div>
      <div className="fiu-form__row">
        <FormTextField<FontsInUseFormValues>
          name="photoCredits"
          label={label('photoCredits')}
          maxLength={limits.creditMaxLength}
        />
        <FormTextField<FontsInUseFormValues>
          name="year"
          label={label('year')}
          inputMode="numeric"
          maxLength={4}
          description={t('userFontsInUse.form.hints.year', {
            from: limits.earliestYear,
            to: latestFontsInUseYear(now),
          })}
        />
      </div>
      <div className="fiu-form__row">
        <FormSelect<FontsInUseFormValues>
          name="category"
          label={label('category')}
          placeholder={t('userFontsInUse.form.choose')}
          options={named(FONTS_IN_USE_CATEGORIES)}
        />
        <FormSelect<FontsInUseFormValues>
          name="output"
          label={label('output')}
          placeholder={t('userFontsInUse.form.choose')}
          options={named(FONTS_IN_USE_OUTPUTS)}
        />
        <FormSelect<FontsInUseFormValues>
          name="country"
          label={label('country')}
          placeholder={t('userFontsInUse.form.choose')}
          options={countries.map((country) => ({ id: country.code, label: country.title }))}
        />
      </div>
      <FormCheckboxGroup<FontsInUseFormValues>
        name="languages"
        label={label('languages')}
        options={FONTS_IN_USE_LANGUAGE_CODES.map((code) => ({
          value: code,
          label: languageDisplayName(code),
        }))}
      />
      <FormCheckboxGroup<FontsInUseFormValues>
        name="families"
        label={label('families', false)}
        description={`${t('userFontsInUse.form.hints.families', { max: limits.maxFamilies })} ${t(
          'userFontsInUse.form.familiesChosen',
          { count: chosenFamilies },
        )}`}
        options={families.map((family) => ({ value: family.id, label: family.title }))}
        replacement={
          optionsError ? (
            <p role="alert">{t('userFontsInUse.form.familiesError')}</p>
          ) : !options ? (
            <p role="status">{t('userFontsInUse.form.familiesLoading')}</p>
          ) : undefined
        }
      />
      <FontsInUseImagesField label={label('images', false)} uploads={uploads} />
      <div className="ui-form__actions">
        <FormSubmit>{t(`userFontsInUse.form.${buttonKey}.${sent ? 'finished' : 'idle'}`)}</FormSubmit>
        <Link href={USER_FONTS_IN_USE_PATH} className="ui-button ui-button--secondary">
          {t('userFontsInUse.form.cancel')}
        </Link>
      </div>
    </Form>
  );
}
