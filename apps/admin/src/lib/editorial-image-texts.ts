/** The copy of the image upload in an image block (ui/image-block-upload.tsx). */
export const EDITORIAL_IMAGE_TEXT = {
  upload: 'Upload an image',
  hint: 'PNG, JPEG, GIF or WebP, up to 8 MB. It is stored, and the block takes its key and size.',
  uploaded: (key: string) => `Image uploaded as ${key}.`,
} as const;
