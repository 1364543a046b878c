'use client';

import {
  FONTS_IN_USE_CATEGORIES,
  FONTS_IN_USE_LANGUAGE_CODES,
  FONTS_IN_USE_OUTPUTS,
  latestFontsInUseYear,
  USER_FONTS_IN_USE_LIMITS,
  type UserFontsInUseField,
} from '@foundry/domain';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import {
  CheckedFormActions,
  CheckedFormTop,
  checkedFieldParts,
} from '../../lib/forms/checked-form-parts.tsx';
import { type CheckedFormStatus, useCheckedForm } from '../../lib/forms/use-checked-form.ts';
import { useLeavePageWarning } from '../checkout/index.ts';
import { languageDisplayName } from '../fonts-in-use/index.ts';
import { FontsInUseChoiceGroup } from './fonts-in-use-choice-group.tsx';
import {
  EMPTY_FONTS_IN_USE_FORM,
  FONTS_IN_USE_FIELDS,
  type FontsInUseFormValues,
  formProblems,
  formValuesOf,
  inputOf,
  serverFieldErrors,
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
import './user-fonts-in-use.css';

/** The submit goes idle → loading → finished. */
export type FontsInUseFormStatus = CheckedFormStatus;

/** The captcha action of the submission (the API expects the same). */
export const FONTS_IN_USE_CAPTCHA_ACTION = 'fonts_in_use';

const REQUIRED = new Set<UserFontsInUseField>(['title', 'families', 'images']);
const limits = USER_FONTS_IN_USE_LIMITS;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

interface FontsInUseFormProps {
  /** The saved project to edit; without it the form submits a new one. */
  project?: UserFontsInUseProject;
}

/**
 * The customer's fonts-in-use project (new or edited): fields checked on change by the domain's rules,
 * pictures uploaded as they are chosen (previews with progress, removable), then the mutation with
 * their file ids; a new project takes a captcha token at submit. Server field errors are shown at
 * their fields with 'form_has_field_errors_message' above the form; leaving with unsaved changes asks.
 */
export function FontsInUseForm({ project }: FontsInUseFormProps) {
  const { t } = useTranslation();
  const client = useClient();
  const router = useRouter();
  const captchaToken = useCaptcha();
  const [{ data: options, error: optionsError }] = useQuery({ query: ReadFontsInUseFormOptionsQuery });
  const initialValues = useMemo(() => (project ? formValuesOf(project) : EMPTY_FONTS_IN_USE_FORM), [project]);
  const initialImages = useMemo<ProjectImage[]>(
    () => (project ? storedImages(project.images, project.fileIDs) : []),
    [project],
  );
  const uploads = useImageUploads(initialImages);
  const now = useMemo(() => new Date(), []);
  const form = useCheckedForm<UserFontsInUseField, FontsInUseFormValues>({
    initialValues,
    fields: FONTS_IN_USE_FIELDS,
    problemsOf: (values) => formProblems(values, uploads.keys, now),
    placeServerErrors: serverFieldErrors,
  });
  const { values, status, change, fieldId } = form;
  const parts = checkedFieldParts(form, {
    labelOf: (field) => t(`userFontsInUse.form.fields.${field}`),
    requiredWord: t('userFontsInUse.form.required'),
    required: REQUIRED,
  });
  const { label, problemText, hintText } = parts;

  const dirty =
    form.dirty ||
    !sameList(
      uploads.images.map((image) => image.id),
      initialImages.map((image) => image.id),
    );
  useLeavePageWarning(dirty && status !== 'finished');

  const toggle = (field: 'languages' | 'families', value: string, on: boolean) =>
    change(field, on ? [...values[field], value] : values[field].filter((entry) => entry !== value));
  const control = (field: UserFontsInUseField, hint = false) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': form.problemOf(field) ? true : undefined,
    'aria-required': REQUIRED.has(field) ? true : undefined,
    'aria-describedby': form.describedBy(field, hint),
  });

  const onSubmit = form.submit({
    hold: () => (uploads.uploading ? t('userFontsInUse.form.waitForUploads') : null),
    send: async () => {
      const data = inputOf(values, uploads.keys);
      return project
        ? client.mutation(UpdateUserFontsInUseMutation, { id: project.id, data }).toPromise()
        : client
            .mutation(CreateUserFontsInUseMutation, {
              data,
              reCaptchaToken: await captchaToken(FONTS_IN_USE_CAPTCHA_ACTION),
            })
            .toPromise();
    },
    sent: () => {
      toast.success(t(project ? 'userFontsInUse.form.saved' : 'userFontsInUse.form.created'));
      router.push(USER_FONTS_IN_USE_PATH);
      return 'finished';
    },
  });

  const textField = (field: 'title' | 'designer' | 'photoCredits' | 'designerUrl', maxLength: number) => (
    <div className="checked-form__field">
      {label(field, true)}
      <input
        {...control(field, field === 'designerUrl')}
        type={field === 'designerUrl' ? 'url' : 'text'}
        inputMode={field === 'designerUrl' ? 'url' : undefined}
        maxLength={maxLength}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
      />
      {field === 'designerUrl' ? hintText(field, t('userFontsInUse.form.hints.designerUrl')) : null}
      {problemText(field)}
    </div>
  );
  const selectField = (
    field: 'category' | 'output' | 'country',
    choices: readonly { value: string; label: string }[],
  ) => (
    <div className="checked-form__field">
      {label(field, true)}
      <select
        {...control(field)}
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
      >
        <option value="">{t('userFontsInUse.form.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {problemText(field)}
    </div>
  );
  const named = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

  const families = options?.readFamilies.nodes ?? [];
  const countries = options?.readCountries ?? [];
  const buttonKey = project ? 'save' : 'submit';

  return (
    <form
      className="checked-form fiu-form"
      onSubmit={onSubmit}
      noValidate
      data-status={status}
      aria-busy={status === 'loading'}
    >
      <CheckedFormTop
        notes={[
          t('userFontsInUse.form.requiredNote'),
          ...(project ? [t('userFontsInUse.form.reviewNote')] : []),
        ]}
        message={form.formMessage}
      />

      {textField('title', limits.titleMaxLength)}

      <div className="checked-form__field">
        {label('description', true)}
        <textarea
          {...control('description', true)}
          rows={6}
          maxLength={limits.descriptionMaxLength}
          value={values.description}
          onChange={(event) => change('description', event.target.value)}
        />
        {hintText(
          'description',
          t('userFontsInUse.form.hints.charactersLeft', {
            count: Math.max(0, limits.descriptionMaxLength - values.description.length),
          }),
        )}
        {problemText('description')}
      </div>

      <div className="fiu-form__row">
        {textField('designer', limits.creditMaxLength)}
        {textField('designerUrl', limits.designerUrlMaxLength)}
      </div>
      <div className="fiu-form__row">
        {textField('photoCredits', limits.creditMaxLength)}
        <div className="checked-form__field">
          {label('year', true)}
          <input
            {...control('year', true)}
            type="text"
            inputMode="numeric"
            maxLength={4}
            value={values.year}
            onChange={(event) => change('year', event.target.value)}
          />
          {hintText(
            'year',
            t('userFontsInUse.form.hints.year', { from: limits.earliestYear, to: latestFontsInUseYear(now) }),
          )}
          {problemText('year')}
        </div>
      </div>

      <div className="fiu-form__row">
        {selectField('category', named(FONTS_IN_USE_CATEGORIES))}
        {selectField('output', named(FONTS_IN_USE_OUTPUTS))}
        {selectField(
          'country',
          countries.map((country) => ({ value: country.code, label: country.title })),
        )}
      </div>

      <FontsInUseChoiceGroup
        form={form}
        parts={parts}
        field="languages"
        options={FONTS_IN_USE_LANGUAGE_CODES.map((code) => ({
          value: code,
          label: languageDisplayName(code),
        }))}
        chosen={values.languages}
        onToggle={(code, on) => toggle('languages', code, on)}
      />

      <FontsInUseChoiceGroup
        form={form}
        parts={parts}
        field="families"
        hint={`${t('userFontsInUse.form.hints.families', { max: limits.maxFamilies })} ${t(
          'userFontsInUse.form.familiesChosen',
          { count: values.families.length },
        )}`}
        options={families.map((family) => ({ value: family.id, label: family.title }))}
        chosen={values.families}
        onToggle={(id, on) => toggle('families', id, on)}
        replacement={
          optionsError ? (
            <p role="alert">{t('userFontsInUse.form.familiesError')}</p>
          ) : !options ? (
            <p role="status">{t('userFontsInUse.form.familiesLoading')}</p>
          ) : undefined
        }
      />

      <FontsInUseImagesField form={form} parts={parts} uploads={uploads} />

      <CheckedFormActions
        status={status}
        submitLabel={t(`userFontsInUse.form.${buttonKey}.${status}`)}
        cancelHref={USER_FONTS_IN_USE_PATH}
        cancelLabel={t('userFontsInUse.form.cancel')}
      />
    </form>
  );
}
