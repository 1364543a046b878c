import type { StoredImage } from '@foundry/db';
import { builder } from './builder.ts';

export const ImageRef = builder.objectRef<StoredImage>('Image').implement({
  fields: (t) => ({
    url: t.string({ resolve: (image, _args, context) => context.storage.url(image.key) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});
