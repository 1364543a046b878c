import { z } from 'zod';
import { entries, line, mediaSource, optionalLine, optionalProse, prose, slug } from './block-fields.ts';

/** Kinds that show the shop itself: families and their fonts, stories, authors, the newsletter. */
export const CATALOGUE_BLOCK_SCHEMAS = {
  authorBio: z.object({ author: slug() }),
  storyLink: z.object({ story: slug(), label: optionalLine() }),
  relatedStories: z.object({ title: line(), stories: entries(slug(), 1, 6) }),
  familyShowcase: z.object({ family: slug(), description: optionalProse() }),
  fontSample: z.object({
    family: slug(),
    text: line(500),
    fontSize: z.number().int().min(12, 'At least 12 px.').max(200, 'At most 200 px.').default(64),
  }),
  variableFontTester: z.object({ family: slug(), text: line(500) }),
  glyphHighlight: z.object({
    family: slug(),
    glyphs: z
      .string()
      .trim()
      .min(1, 'Give the glyphs to show.')
      .refine((value) => [...value].length <= 12, 'At most 12 glyphs.'),
    caption: optionalLine(),
  }),
  specimenDownload: z.object({
    family: slug(),
    title: line(),
    file: mediaSource(),
  }),
  productCard: z.object({ family: slug(), description: optionalProse() }),
  subscribe: z.object({ title: line(), text: prose() }),
} as const;
