import { z } from 'zod';
import { entries, line, optionalLine, prose } from './block-fields.ts';

/** Kinds that are text: headings, lead, quotes, code, lists, tables, footnotes and spacing. */
export const TEXT_BLOCK_SCHEMAS = {
  subheadline: z.object({ text: line() }),
  lead: z.object({ text: prose() }),
  blockquote: z.object({ text: prose(), citation: optionalLine(), citationUrl: optionalLine(2000) }),
  code: z.object({
    code: z.string().min(1, 'Write the code or remove the block.').max(20_000, 'At most 20000 characters.'),
    language: optionalLine(40),
  }),
  definitionList: z.object({
    definitions: entries(z.object({ term: line(), definition: prose() }), 1, 100),
  }),
  footnotes: z.object({ notes: entries(prose(), 1, 100) }),
  table: z
    .object({
      caption: line(),
      header: entries(line(), 1, 12),
      rows: entries(entries(z.string().trim().max(300, 'At most 300 characters.'), 1, 12), 1, 200),
    })
    .refine((table) => table.rows.every((row) => row.length === table.header.length), {
      message: 'Every row has as many cells as the header.',
      path: ['rows'],
    }),
  divider: z.object({}),
  spacer: z.object({ size: z.enum(['small', 'medium', 'large']).default('medium') }),
} as const;
