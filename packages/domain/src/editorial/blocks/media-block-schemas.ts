import { z } from 'zod';
import { EMBED_HOSTS } from '../../constants/embed-hosts.ts';
import {
  captionedImage,
  entries,
  line,
  mediaSource,
  optionalLine,
  optionalProse,
  prose,
  storedImage,
} from './block-fields.ts';

const embedUrl = () =>
  z
    .string()
    .trim()
    .max(2000, 'At most 2000 characters.')
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && (EMBED_HOSTS as readonly string[]).includes(url.hostname);
        } catch {
          return false;
        }
      },
      `An https:// address on one of: ${EMBED_HOSTS.join(', ')}.`,
    );

const imageWithCaption = () => z.object({ image: storedImage(), caption: optionalLine() });

/** Kinds that show pictures, moving pictures, sound or a framed page. */
export const MEDIA_BLOCK_SCHEMAS = {
  imageFull: imageWithCaption(),
  imageWide: imageWithCaption(),
  imageInline: imageWithCaption(),
  imagePair: z.object({ images: entries(storedImage(), 2, 2), caption: optionalLine() }),
  imageGrid: z.object({ images: entries(storedImage(), 3, 12), caption: optionalLine() }),
  slideshow: z.object({ title: line(), slides: entries(captionedImage(), 2, 20) }),
  gallery: z.object({ title: line(), pictures: entries(captionedImage(), 1, 40) }),
  quoteWithImage: z.object({ text: prose(), attribution: optionalLine(), image: storedImage() }),
  /** A video file; the captions track is required (no video without captions), never autoplayed. */
  video: z.object({
    title: line(),
    source: mediaSource(),
    captions: mediaSource(),
    captionsLanguage: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'A language code such as en or cs.')
      .default('en'),
    poster: storedImage()
      .nullish()
      .transform((value) => value ?? null),
  }),
  videoEmbed: z.object({
    title: line(),
    provider: z.enum(['youtube', 'vimeo']),
    videoId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, 'The id of the video as in its address.'),
  }),
  audio: z.object({ title: line(), source: mediaSource(), transcript: optionalProse() }),
  embed: z.object({
    title: line(),
    url: embedUrl(),
    height: z.number().int().min(150, 'At least 150 px.').max(1200, 'At most 1200 px.').default(450),
  }),
} as const;
