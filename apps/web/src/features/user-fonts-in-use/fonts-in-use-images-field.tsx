'use client';

import { USER_FONTS_IN_USE_LIMITS } from '@foundry/domain';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRegisteredField } from '../../ui/form-field-registry.ts';
import { useFormMessage } from '../../ui/form-message.ts';
import type { FontsInUseFormValues } from './fonts-in-use-form-values.ts';
import type { useImageUploads } from './use-image-uploads.ts';

const limits = USER_FONTS_IN_USE_LIMITS;

interface FontsInUseImagesFieldProps {
  label: string;
  uploads: ReturnType<typeof useImageUploads>;
}

/**
 * The project's pictures: chosen files are uploaded at once and shown as previews with their
 * progress, each removable; files that are not pictures or over the limit are named and left out.
 * The form's `images` value is the uploaded pictures' keys (the form keeps it in step).
 */
export function FontsInUseImagesField({ label, uploads }: FontsInUseImagesFieldProps) {
  const { t } = useTranslation();
  const say = useFormMessage();
  const { control } = useFormContext<FontsInUseFormValues>();
  const { fieldState } = useController({ name: 'images', control });
  const id = useRegisteredField('images', label);
  const error = say(fieldState.error?.message);
  const [uploadNotice, setUploadNotice] = useState<string | null>(null);
  const describedBy = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const onFiles = (files: readonly File[]) => {
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

  return (
    <fieldset className="ui-field fiu-form__images" aria-describedby={describedBy}>
      <legend className="ui-field__label">{label}</legend>
      <p id={`${id}-description`} className="ui-field__description">
        {t('userFontsInUse.form.hints.images', { max: limits.maxImages })}
      </p>
      <label htmlFor={id} className="ui-button ui-button--secondary fiu-form__add-images">
        {t('userFontsInUse.form.addImages')}
      </label>
      <input
        id={id}
        className="fiu-form__file"
        type="file"
        multiple
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby={describedBy}
        disabled={uploads.images.length >= limits.maxImages}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <div aria-live="polite">{uploadNotice ? <p className="ui-field__error">{uploadNotice}</p> : null}</div>
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
                className="ui-button ui-button--secondary fiu-form__remove"
                aria-label={t('userFontsInUse.form.removeImage', { index: index + 1 })}
                onClick={() => uploads.remove(image.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
