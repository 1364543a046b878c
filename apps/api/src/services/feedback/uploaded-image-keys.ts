import { FEEDBACK_MAX_IMAGES } from '@foundry/domain/feedback/feedback-message';
import { InputError } from '@foundry/errors';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';

// The shape of the keys the upload route answers (services/uploads/store-upload.ts).
const UPLOAD_KEY = /^uploads\/[0-9a-f]{64}\.(png|jpg|webp)$/;

function refuse(message: string): never {
  throw new InputError({ images: message });
}

/**
 * The file ids a form sends on after uploading: each must be a key the upload route produced and
 * still be stored. Anything else (a made-up key, another folder's file) is refused, so a form cannot
 * attach files it did not upload through our re-encoding. Repeats are kept once.
 */
export async function uploadedImageKeys(
  storage: FileStorage,
  fileIds: readonly string[] | null | undefined,
): Promise<string[]> {
  const keys = [...new Set(fileIds ?? [])];
  if (keys.length > FEEDBACK_MAX_IMAGES) refuse(`At most ${FEEDBACK_MAX_IMAGES} images.`);
  for (const key of keys) {
    if (!UPLOAD_KEY.test(key) || (await storage.get(key)) === null) {
      refuse('An image was not uploaded. Please upload it again.');
    }
  }
  return keys;
}
