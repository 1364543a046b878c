import { z } from 'zod';

/**
 * The field shapes the page blocks are built from (docs/page-blocks.md). Every text is plain text:
 * the site renders it as text or inline Markdown into React elements, never as HTML.
 */

export const MAX_PROSE = 20_000;
export const MAX_LINE = 300;

/** A required line of text (a title, a label, a caption that must be there). */
export const line = (max = MAX_LINE) =>
  z.string().trim().min(1, 'Write this field or remove the block.').max(max, `At most ${max} characters.`);

/** A longer text (paragraph-like). */
export const prose = () => line(MAX_PROSE);

/** An optional line: blank is stored as null. */
export const optionalLine = (max = MAX_LINE) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

export const optionalProse = () => optionalLine(MAX_PROSE);

/** A path on this site ("/fonts"), never "//host" which browsers read as another site. */
const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Where a link may go: a path on the site, https or mailto (no javascript:, data: or http:). */
export const href = () =>
  z
    .string()
    .trim()
    .max(2000, 'At most 2000 characters.')
    .refine(
      (value) => isSitePath(value) || isHttps(value) || /^mailto:[^\s@]+@[^\s@]+$/.test(value),
      'A link is a path on this site (/…), an https:// address or mailto:.',
    );

/** A media file (video, audio, captions, PDF): a path on the site or an https address. */
export const mediaSource = () =>
  z
    .string()
    .trim()
    .max(2000, 'At most 2000 characters.')
    .refine(
      (value) => isSitePath(value) || isHttps(value),
      'A path on this site (/…) or an https:// address.',
    );

/** An image kept in the shop's storage (uploaded in the back office), described for screen readers. */
export const storedImage = () =>
  z.object({
    key: z
      .string()
      .regex(/^[\w./-]{1,300}$/, 'Give the stored image (its key, e.g. stories/cover.jpg).')
      .refine((key) => !key.includes('..'), 'Give the stored image (its key, e.g. stories/cover.jpg).'),
    width: z.number().int().positive('Give the image’s width in pixels.'),
    height: z.number().int().positive('Give the image’s height in pixels.'),
    alt: line().describe('Describe the image for those who cannot see it.'),
  });

/** An image with its own caption (slides, gallery pictures). */
export const captionedImage = () => z.object({ image: storedImage(), caption: optionalLine() });

/** The address of a family or story in the catalogue, as in its page's URL. */
export const slug = () =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'The address as in the page’s URL (lower-case letters, digits, -).');

/** A list of `min` to `max` entries. */
export const entries = <Item extends z.ZodType>(item: Item, min: number, max: number) =>
  z
    .array(item)
    .min(min, min === 1 ? 'Add at least one entry.' : `Add at least ${min} entries.`)
    .max(max, `At most ${max} entries.`);
