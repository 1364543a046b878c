import type { NewsletterIssueRow } from '../repositories/newsletter-issue-repository.ts';
import { readNewsletterPreview } from '../services/newsletter-preview/read-newsletter-preview.ts';
import { pageBlocksOf } from '../services/static-pages/page-blocks.ts';
import { builder } from './builder.ts';
import { PageBlockRef } from './page-blocks.ts';

export const NewsletterIssueRef = builder.objectRef<NewsletterIssueRow>('NewsletterIssue').implement({
  description: 'A newsletter issue as its web preview shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.exposeString('subject'),
    preheader: t.exposeString('preheader', { nullable: true }),
    blocks: t.field({ type: [PageBlockRef], resolve: (issue) => pageBlocksOf(issue.blocks) }),
    sentAt: t.string({
      nullable: true,
      description: 'ISO date-time; null while it is a draft.',
      resolve: (issue) => issue.sentAt?.toISOString() ?? null,
    }),
  }),
});

builder.queryField('readNewsletterPreview', (t) =>
  t.field({
    type: NewsletterIssueRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readNewsletterPreview(context.repositories.newsletterIssues, args.id),
  }),
);
