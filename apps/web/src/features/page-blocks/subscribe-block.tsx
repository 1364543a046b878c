'use client';

import { useId } from 'react';
import { InlineMarkdown } from '../help/index.ts';
import { NewsletterForm } from '../newsletter/index.ts';
import type { BlockOf } from './schema-block-data.ts';

/** The footer's own newsletter form (its checks, captcha and messages) under a title and a sentence. */
export function SubscribeBlockView({ block }: { block: BlockOf<'SubscribeBlock'> }) {
  const id = useId();
  return (
    <section className="page-block page-block--subscribe" aria-labelledby={id}>
      <p className="page-block__title" id={id}>
        {block.title}
      </p>
      <p>
        <InlineMarkdown text={block.text} />
      </p>
      <NewsletterForm />
    </section>
  );
}
