'use client';

import { USER_FONTS_IN_USE_LIMITS } from '@foundry/domain';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { USER_FONTS_IN_USE_TEXTS } from '../../lib/i18n/areas/user-fonts-in-use.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { FileField } from '../../ui/file-field.tsx';
import { useRegisteredField } from '../../ui/form-field-registry.ts';
import { useFormMessage } from '../../ui/form-message.ts';
import type { FontsInUseFormValues } from './fonts-in-use-form-values.ts';
import type { useImageUploads } from './use-image-uploads.ts';

const limits = USER_FONTS_IN_USE_LIMITS;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

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
  const { t } = useTexts(USER_FONTS_IN_USE_TEXTS);
  const say = useFormMessage();
  const { control } = useFormContext<FontsInUseFormValues>();
  const { fieldState } = useController({ name: 'images', control });
  const id = useRegisteredField('images', label);
  const error = say(fieldState.error?.message);
  const [uploadNotice, setUploadNotice] = useState<string | null>(null);

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
    <FileField
      className="fiu-form__images"
      id={id}
      label={label}
      buttonLabel={t('userFontsInUse.form.addImages')}
      description={t('userFontsInUse.form.hints.images', { max: limits.maxImages })}
      error={error}
      accept={IMAGE_TYPES}
      multiple
      isDisabled={uploads.images.length >= limits.maxImages}
      onFiles={onFiles}
    >
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
    </FileField>
  );
}
