import type { StoredImage } from '@foundry/db';
import { builder } from '../builder.ts';
import { ImageRef } from '../image.ts';

/** The small objects several block kinds are made of. */

export const BlockCaptionedImageRef = builder
  .objectRef<{ image: StoredImage; caption: string | null }>('BlockCaptionedImage')
  .implement({
    description: 'A picture with its own caption (a slide, a gallery picture).',
    fields: (t) => ({
      image: t.field({ type: ImageRef, resolve: (item) => item.image }),
      caption: t.exposeString('caption', { nullable: true }),
    }),
  });

export const BlockTitledTextRef = builder
  .objectRef<{ title: string; text: string }>('BlockTitledText')
  .implement({
    description: 'A titled text: a tab or a disclosure. The text is inline Markdown.',
    fields: (t) => ({ title: t.exposeString('title'), text: t.exposeString('text') }),
  });

export const BlockDefinitionRef = builder
  .objectRef<{ term: string; definition: string }>('BlockDefinition')
  .implement({
    description: 'A term and what it means.',
    fields: (t) => ({ term: t.exposeString('term'), definition: t.exposeString('definition') }),
  });

export const BlockStatisticRef = builder
  .objectRef<{ value: string; label: string }>('BlockStatistic')
  .implement({
    description: 'One figure of a statistics row: the value as written ("1,200+") and what it counts.',
    fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
  });

export const BlockLinkRef = builder.objectRef<{ label: string; href: string }>('BlockLink').implement({
  description: 'A link: a path on the site, an https address or mailto.',
  fields: (t) => ({ label: t.exposeString('label'), href: t.exposeString('href') }),
});

export const BlockTableRowRef = builder.objectRef<string[]>('BlockTableRow').implement({
  description: 'One row of a table, its cells in the order of the header.',
  fields: (t) => ({ cells: t.stringList({ resolve: (row) => row }) }),
});
