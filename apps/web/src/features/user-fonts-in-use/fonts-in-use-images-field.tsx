'use client';

import { USER_FONTS_IN_USE_LIMITS } from '@foundry/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FontsInUseFieldProps } from './fonts-in-use-form-parts.ts';
import type { useImageUploads } from './use-image-uploads.ts';

const limits = USER_FONTS_IN_USE_LIMITS;

interface FontsInUseImagesFieldProps extends FontsInUseFieldProps {
  uploads: ReturnType<typeof useImageUploads>;
}

/**
 * The project's pictures: chosen files are uploaded at once and shown as previews with their
 * progress, each removable; files that are not pictures or over the limit are named and left out.
 */
export function FontsInUseImagesField({ form, parts, uploads }: FontsInUseImagesFieldProps) {
  const { t } = useTranslation();
  const [uploadNotice, setUploadNotice] = useState<string | null>(null);
  const { label, hintText, problemText } = parts;
  const describedBy = form.describedBy('images', true);

  const onFiles = (files: readonly File[]) => {
    form.touch('images');
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
    <fieldset className="fiu-form__images" aria-describedby={describedBy}>
      <legend>{label('images', false)}</legend>
      {hintText('images', t('userFontsInUse.form.hints.images', { max: limits.maxImages }))}
      <label htmlFor={form.fieldId('images')} className="button fiu-form__add-images">
        {t('userFontsInUse.form.addImages')}
      </label>
      <input
        id={form.fieldId('images')}
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
      <div aria-live="polite">
        {uploadNotice ? <p className="checked-form__problem">{uploadNotice}</p> : null}
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
                  form.touch('images');
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
  );
}
