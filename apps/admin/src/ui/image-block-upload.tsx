import type { ChangeEvent } from 'react';
import { EDITORIAL_IMAGE_TEXT as T } from '../lib/editorial-image-texts.ts';
import { UPLOAD_PATHS, uploadForm } from '../lib/upload-form.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { FormField } from './form-field.tsx';
import { OutcomeNote } from './outcome-note.tsx';

export interface UploadedImage {
  key: string;
  width: number;
  height: number;
}

/**
 * An image block's upload: choosing a file sends it at once (the block editor sits inside the
 * story's form, so this cannot be a form of its own) and hands the stored image to the block.
 */
export function ImageBlockUpload({
  id,
  onUploaded,
}: {
  id: string;
  onUploaded: (image: UploadedImage) => void;
}) {
  const write = useFormWrite();
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    const answer = await write.send(
      () => uploadForm<{ image: UploadedImage }>(UPLOAD_PATHS.editorialImage, form),
      (uploaded) => T.uploaded(uploaded.image.key),
    );
    input.value = '';
    if (answer) onUploaded(answer.image);
  }
  return (
    <>
      <FormField
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        label={T.upload}
        hint={T.hint}
        error={write.fieldErrors.file}
        disabled={write.busy}
        aria-busy={write.busy}
        onChange={(event) => void choose(event)}
      />
      <OutcomeNote outcome={write.outcome} />
    </>
  );
}
