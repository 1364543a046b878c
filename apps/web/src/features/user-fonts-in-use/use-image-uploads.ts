'use client';

import { USER_FONTS_IN_USE_LIMITS } from '@foundry/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlEndpoint } from '../../lib/env/runtime-config.ts';
import { useRuntimeConfig } from '../../lib/env/runtime-config-provider.tsx';
import { isUploadableImage } from '../../lib/upload/upload-files.ts';
import { uploadImage } from './upload-image.ts';

/** A picture of the form: already stored (editing), being uploaded, uploaded, or failed. */
export interface ProjectImage {
  id: string;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'uploaded' | 'failed';
  /** Share sent, 0 … 1. */
  progress: number;
  /** The file id the upload route answered; null until then. */
  key: string | null;
}

export type RefusedFile = { name: string; reason: 'not_an_image' | 'too_many' };

let nextId = 0;
const localId = () => {
  nextId += 1;
  return `picture-${nextId}`;
};

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function release(image: ProjectImage): void {
  if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl);
}

/**
 * The form's pictures: each chosen file is uploaded at once (so the submit only sends file ids) with
 * its progress; a failed one stays listed to be removed. At most the limit's number of pictures.
 */
export function useImageUploads(initial: readonly ProjectImage[]) {
  const config = useRuntimeConfig();
  const [images, setImages] = useState<ProjectImage[]>(() => [...initial]);
  const controllers = useRef(new Map<string, AbortController>());
  const current = useRef(images);
  current.current = images;

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const image of current.current) release(image);
    },
    [],
  );

  const update = useCallback((id: string, change: Partial<ProjectImage>) => {
    setImages((list) => list.map((image) => (image.id === id ? { ...image, ...change } : image)));
  }, []);

  const add = useCallback(
    (files: readonly File[]): RefusedFile[] => {
      const refused: RefusedFile[] = [];
      let room = USER_FONTS_IN_USE_LIMITS.maxImages - current.current.length;
      const added: { image: ProjectImage; file: File }[] = [];
      for (const file of files) {
        if (!isUploadableImage(file)) refused.push({ name: file.name, reason: 'not_an_image' });
        else if (room <= 0) refused.push({ name: file.name, reason: 'too_many' });
        else {
          room -= 1;
          const image: ProjectImage = {
            id: localId(),
            name: file.name,
            previewUrl: previewOf(file),
            status: 'uploading',
            progress: 0,
            key: null,
          };
          added.push({ image, file });
        }
      }
      if (added.length > 0) setImages((list) => [...list, ...added.map((entry) => entry.image)]);
      for (const { image, file } of added) {
        const controller = new AbortController();
        controllers.current.set(image.id, controller);
        uploadImage({
          graphqlUrl: graphqlEndpoint(config),
          file,
          signal: controller.signal,
          onProgress: (progress) => update(image.id, { progress }),
        })
          .then((key) => update(image.id, { key, status: 'uploaded', progress: 1 }))
          .catch(() => {
            if (!controller.signal.aborted) update(image.id, { status: 'failed' });
          })
          .finally(() => controllers.current.delete(image.id));
      }
      return refused;
    },
    [config, update],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    const image = current.current.find((candidate) => candidate.id === id);
    if (image) release(image);
    setImages((list) => list.filter((candidate) => candidate.id !== id));
  }, []);

  const keys = images.flatMap((image) => (image.status === 'uploaded' && image.key ? [image.key] : []));
  const uploading = images.some((image) => image.status === 'uploading');
  return { images, keys, uploading, add, remove };
}

/** A saved project's pictures as the form lists them. */
export function storedImages(
  images: readonly { url: string; alt: string }[],
  fileIDs: readonly string[],
): ProjectImage[] {
  return fileIDs.map((key, index) => ({
    id: `stored-${key}`,
    name: images[index]?.alt ?? key,
    previewUrl: images[index]?.url ?? '',
    status: 'uploaded',
    progress: 1,
    key,
  }));
}
