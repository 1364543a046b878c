'use client';

import {
  FONTS_IN_USE_CATEGORIES,
  FONTS_IN_USE_LANGUAGE_CODES,
  FONTS_IN_USE_OUTPUTS,
  latestFontsInUseYear,
  USER_FONTS_IN_USE_LIMITS,
  type UserFontsInUseField,
  type UserFontsInUseProblems,
  VALIDATION_MESSAGE_KEYS,
} from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { useLeavePageWarning } from '../checkout/index.ts';
import { languageDisplayName } from '../fonts-in-use/index.ts';
import {
  EMPTY_FONTS_IN_USE_FORM,
  FONTS_IN_USE_FIELDS,
  type FontsInUseFormValues,
  formProblems,
  formValuesOf,
  inputOf,
  serverFieldErrors,
} from './fonts-in-use-form-values.ts';
import { type ProjectImage, storedImages, useImageUploads } from './use-image-uploads.ts';
import {
  CreateUserFontsInUseMutation,
  ReadFontsInUseFormOptionsQuery,
  UpdateUserFontsInUseMutation,
  type UserFontsInUseProject,
} from './user-fonts-in-use-operations.ts';
import { USER_FONTS_IN_USE_PATH } from './user-fonts-in-use-paths.ts';
import './user-fonts-in-use.css';

/** Spec: the submit goes idle → loading → finished. */
export type FontsInUseFormStatus = 'idle' | 'loading' | 'finished';

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
  const { t, i18n } = useTranslation();
  const client = useClient();
  const router = useRouter();
  const captchaToken = useCaptcha();
  const id = useId();
  const [{ data: options, error: optionsError }] = useQuery({ query: ReadFontsInUseFormOptionsQuery });
  const initialValues = useMemo(() => (project ? formValuesOf(project) : EMPTY_FONTS_IN_USE_FORM), [project]);
  const initialImages = useMemo<ProjectImage[]>(
    () => (project ? storedImages(project.images, project.fileIDs) : []),
    [project],
  );
  const [values, setValues] = useState<FontsInUseFormValues>(initialValues);
  const uploads = useImageUploads(initialImages);
  const [touched, setTouched] = useState<ReadonlySet<UserFontsInUseField>>(new Set());
  const [serverErrors, setServerErrors] = useState<UserFontsInUseProblems>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [uploadNotice, setUploadNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<FontsInUseFormStatus>('idle');
  const busy = useRef(false);
  const now = useMemo(() => new Date(), []);

  const problems = formProblems(values, uploads.keys, now);
  const dirty =
    JSON.stringify(values) !== JSON.stringify(initialValues) ||
    !sameList(
      uploads.images.map((image) => image.id),
      initialImages.map((image) => image.id),
    );
  useLeavePageWarning(dirty && status !== 'finished');

  const fieldId = (field: UserFontsInUseField) => `${id}-${field}`;
  const problemOf = (field: UserFontsInUseField): string | undefined =>
    serverErrors[field] ?? (touched.has(field) ? problems[field] : undefined);
  const touch = (field: UserFontsInUseField) => {
    setTouched((previous) => new Set(previous).add(field));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const change = <K extends keyof FontsInUseFormValues>(field: K, value: FontsInUseFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };
  const toggle = (field: 'languages' | 'families', value: string, on: boolean) =>
    change(field, on ? [...values[field], value] : values[field].filter((entry) => entry !== value));

  const describedBy = (field: UserFontsInUseField, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : null, problemOf(field) ? `${fieldId(field)}-problem` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = (field: UserFontsInUseField, hint = false) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': problemOf(field) ? true : undefined,
    'aria-required': REQUIRED.has(field) ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    setTouched(new Set(FONTS_IN_USE_FIELDS));
    setFormMessage(null);
    if (uploads.uploading) {
      setFormMessage(t('userFontsInUse.form.waitForUploads'));
      return;
    }
    const first = FONTS_IN_USE_FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    busy.current = true;
    setStatus('loading');
    try {
      const data = inputOf(values, uploads.keys);
      const result = project
        ? await client.mutation(UpdateUserFontsInUseMutation, { id: project.id, data }).toPromise()
        : await client
            .mutation(CreateUserFontsInUseMutation, {
              data,
              reCaptchaToken: await captchaToken(FONTS_IN_USE_CAPTCHA_ACTION),
            })
            .toPromise();
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
        const firstPlaced = FONTS_IN_USE_FIELDS.find((field) => placed.fields[field]);
        if (firstPlaced) document.getElementById(fieldId(firstPlaced))?.focus();
        return;
      }
      setStatus('finished');
      toast.success(t(project ? 'userFontsInUse.form.saved' : 'userFontsInUse.form.created'));
      router.push(USER_FONTS_IN_USE_PATH);
    } catch (error) {
      setStatus('idle');
      setFormMessage(error instanceof Error ? error.message : i18n.t('errors.unknown'));
    } finally {
      busy.current = false;
    }
  };

  const onFiles = (files: readonly File[]) => {
    touch('images');
    const refused = uploads.add(files);
    setUploadNotice(
      refused
        .map((file) =>
          file.reason === 'too_many'
            ? t('userFontsInUse.form.tooManyImages', { max: limits.maxImages })
            : t('userFontsInUse.form.notAnImage', { name: file.name }),
        )
        .filter((text, index, all) => all.indexOf(text) === index)
        .join(' ') || null,
    );
  };

  const label = (field: UserFontsInUseField, htmlFor: boolean): ReactNode => {
    const text = t(`userFontsInUse.form.fields.${field}`);
    // Inputs say "required" through aria-required; a group's legend says it in words.
    const mark = REQUIRED.has(field) ? (
      <>
        <span className="fiu-form__required" aria-hidden="true">
          {' *'}
        </span>
        {htmlFor ? null : <span className="visually-hidden"> ({t('userFontsInUse.form.required')})</span>}
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
  const problemText = (field: UserFontsInUseField) => {
    const problem = problemOf(field);
    return problem ? (
      <p id={`${fieldId(field)}-problem`} className="fiu-form__problem" role="alert">
        {problem}
      </p>
    ) : null;
  };
  const hintText = (field: UserFontsInUseField, text: string) => (
    <p id={`${fieldId(field)}-hint`} className="fiu-form__hint">
      {text}
    </p>
  );
  const textField = (field: 'title' | 'designer' | 'photoCredits' | 'designerUrl', maxLength: number) => (
    <div className="fiu-form__field">
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

  const families = options?.readFamilies.nodes ?? [];
  const countries = options?.readCountries ?? [];
  const buttonKey = project ? 'save' : 'submit';
  const latestYear = latestFontsInUseYear(now);

  return (
    <form
      className="fiu-form"
      onSubmit={onSubmit}
      noValidate
      data-status={status}
      aria-busy={status === 'loading'}
    >
      <p className="fiu-form__note">{t('userFontsInUse.form.requiredNote')}</p>
      {project ? <p className="fiu-form__note">{t('userFontsInUse.form.reviewNote')}</p> : null}
      <div aria-live="assertive">
        {formMessage ? (
          <p className="fiu-form__message" role="alert">
            {formMessage}
          </p>
        ) : null}
      </div>

      {textField('title', limits.titleMaxLength)}

      <div className="fiu-form__field">
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
        <div className="fiu-form__field">
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
            t('userFontsInUse.form.hints.year', { from: limits.earliestYear, to: latestYear }),
          )}
          {problemText('year')}
        </div>
      </div>

      <div className="fiu-form__row">
        <div className="fiu-form__field">
          {label('category', true)}
          <select
            {...control('category')}
            value={values.category}
            onChange={(event) => change('category', event.target.value)}
          >
            <option value="">{t('userFontsInUse.form.choose')}</option>
            {FONTS_IN_USE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {problemText('category')}
        </div>
        <div className="fiu-form__field">
          {label('output', true)}
          <select
            {...control('output')}
            value={values.output}
            onChange={(event) => change('output', event.target.value)}
          >
            <option value="">{t('userFontsInUse.form.choose')}</option>
            {FONTS_IN_USE_OUTPUTS.map((output) => (
              <option key={output} value={output}>
                {output}
              </option>
            ))}
          </select>
          {problemText('output')}
        </div>
        <div className="fiu-form__field">
          {label('country', true)}
          <select
            {...control('country')}
            value={values.country}
            onChange={(event) => change('country', event.target.value)}
          >
            <option value="">{t('userFontsInUse.form.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.title}
              </option>
            ))}
          </select>
          {problemText('country')}
        </div>
      </div>

      <fieldset className="fiu-form__choices" aria-describedby={describedBy('languages')}>
        <legend id={fieldId('languages')} tabIndex={-1}>
          {label('languages', false)}
        </legend>
        <div className="fiu-form__choice-list">
          {FONTS_IN_USE_LANGUAGE_CODES.map((code) => (
            <label key={code} className="fiu-form__choice">
              <input
                type="checkbox"
                name="languages"
                value={code}
                checked={values.languages.includes(code)}
                onChange={(event) => toggle('languages', code, event.target.checked)}
              />
              {languageDisplayName(code)}
            </label>
          ))}
        </div>
        {problemText('languages')}
      </fieldset>

      <fieldset className="fiu-form__choices" aria-describedby={describedBy('families', true)}>
        <legend id={fieldId('families')} tabIndex={-1}>
          {label('families', false)}
        </legend>
        {hintText(
          'families',
          `${t('userFontsInUse.form.hints.families', { max: limits.maxFamilies })} ${t(
            'userFontsInUse.form.familiesChosen',
            { count: values.families.length },
          )}`,
        )}
        {optionsError ? (
          <p role="alert">{t('userFontsInUse.form.familiesError')}</p>
        ) : !options ? (
          <p role="status">{t('userFontsInUse.form.familiesLoading')}</p>
        ) : (
          <div className="fiu-form__choice-list">
            {families.map((family) => (
              <label key={family.id} className="fiu-form__choice">
                <input
                  type="checkbox"
                  name="families"
                  value={family.id}
                  checked={values.families.includes(family.id)}
                  onChange={(event) => toggle('families', family.id, event.target.checked)}
                />
                {family.title}
              </label>
            ))}
          </div>
        )}
        {problemText('families')}
      </fieldset>

      <fieldset className="fiu-form__images" aria-describedby={describedBy('images', true)}>
        <legend>{label('images', false)}</legend>
        {hintText('images', t('userFontsInUse.form.hints.images', { max: limits.maxImages }))}
        <label htmlFor={fieldId('images')} className="button fiu-form__add-images">
          {t('userFontsInUse.form.addImages')}
        </label>
        <input
          id={fieldId('images')}
          className="fiu-form__file"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby={describedBy('images', true)}
          disabled={uploads.images.length >= limits.maxImages}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <div aria-live="polite">
          {uploadNotice ? <p className="fiu-form__problem">{uploadNotice}</p> : null}
        </div>
        {uploads.images.length > 0 ? (
          <ol className="fiu-form__previews">
            {uploads.images.map((image, index) => (
              <li key={image.id} className="fiu-form__preview" data-status={image.status}>
                {image.previewUrl ? (
                  // biome-ignore lint/performance/noImgElement: a local blob preview, not an optimisable asset
                  <img src={image.previewUrl} alt={t('userFontsInUse.form.imageAlt', { index: index + 1 })} />
                ) : null}
                {image.status === 'uploading' ? (
                  <progress
                    max={1}
                    value={image.progress}
                    aria-label={t('userFontsInUse.form.uploading', { name: image.name })}
                  />
                ) : (
                  <span role="status" className="fiu-form__upload-state">
                    {t(
                      image.status === 'failed'
                        ? 'userFontsInUse.form.uploadFailed'
                        : 'userFontsInUse.form.uploaded',
                    )}
                  </span>
                )}
                <button
                  type="button"
                  className="button fiu-form__remove"
                  aria-label={t('userFontsInUse.form.removeImage', { index: index + 1 })}
                  onClick={() => {
                    uploads.remove(image.id);
                    touch('images');
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        {problemText('images')}
      </fieldset>

      <div className="fiu-form__actions">
        <button
          type="submit"
          className="button button--primary"
          data-state={status}
          aria-busy={status === 'loading'}
          disabled={status !== 'idle'}
        >
          {t(`userFontsInUse.form.${buttonKey}.${status}`)}
        </button>
        <Link href={USER_FONTS_IN_USE_PATH} className="button">
          {t('userFontsInUse.form.cancel')}
        </Link>
      </div>
    </form>
  );
}
