import { z } from 'zod';
import { entries, href, line, optionalProse, prose } from './block-fields.ts';

const link = () => z.object({ label: line(80), href: href() });

/** Kinds that arrange text: tabs, disclosures, columns, figures and calls to action. */
export const LAYOUT_BLOCK_SCHEMAS = {
  tabs: z.object({ title: line(), tabs: entries(z.object({ title: line(80), text: prose() }), 2, 8) }),
  accordion: z.object({ sections: entries(z.object({ title: line(), text: prose() }), 1, 40) }),
  columns: z.object({ columns: entries(prose(), 2, 3) }),
  statistics: z.object({
    figures: entries(z.object({ value: line(20), label: line(120) }), 1, 8),
  }),
  callToAction: z.object({ title: line(), description: optionalProse(), link: link() }),
  buttonRow: z.object({ links: entries(link(), 1, 4) }),
} as const;
