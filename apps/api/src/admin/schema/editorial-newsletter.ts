import type { AdminNewsletterIssueRow } from '../../repositories/admin/admin-newsletter-repository.ts';
import {
  publishNewsletterIssue,
  saveNewsletterIssue,
} from '../../services/admin-newsletter/save-newsletter-issue.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { blockInputs, EditorialBlockInputRef, EditorialBlockRef } from './editorial-blocks.ts';

/** The public site's web version of an issue (apps/web `app/newsletter/[id]`): drafts too, noindex. */
const NEWSLETTER_PATH = '/newsletter/';

const AdminNewsletterIssueRef = adminBuilder
  .objectRef<AdminNewsletterIssueRow>('AdminNewsletterIssue')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      subject: t.exposeString('subject'),
      preheader: t.exposeString('preheader', { nullable: true }),
      blocks: t.field({ type: [EditorialBlockRef], resolve: (issue) => issue.blocks }),
      sentAt: t.string({
        nullable: true,
        description: 'When it was published (ISO); null while it is a draft.',
        resolve: (issue) => issue.sentAt?.toISOString() ?? null,
      }),
      previewUrl: t.string({
        description: 'Its web version on the public site, which shows a draft too.',
        resolve: (issue, _args, ctx) => `${ctx.deps.config.publicUrl}${NEWSLETTER_PATH}${issue.id}`,
      }),
    }),
  });

const NewsletterIssueInputRef = adminBuilder.inputType('NewsletterIssueInput', {
  fields: (t) => ({
    subject: t.string({ required: true }),
    preheader: t.string({ description: 'The line mail apps show after the subject.' }),
    blocks: t.field({ type: [EditorialBlockInputRef], required: true }),
  }),
});

adminBuilder.queryFields((t) => ({
  adminNewsletterIssues: t.field({
    type: [AdminNewsletterIssueRef],
    description: 'Drafts first, then the published issues, newest first.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'editorial.read');
      return ctx.deps.admin.newsletters.list();
    },
  }),
}));

adminBuilder.mutationFields((t) => ({
  saveNewsletterIssue: t.field({
    type: AdminNewsletterIssueRef,
    description: 'Without id: a new draft issue. With id: saves that issue.',
    args: { id: t.arg.id(), input: t.arg({ type: NewsletterIssueInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveNewsletterIssue(
        {
          id: id ? Number(id) || 0 : null,
          subject: input.subject,
          preheader: input.preheader ?? null,
          blocks: blockInputs(input.blocks),
        },
        ctx.deps,
      ),
  }),
  publishNewsletterIssue: t.field({
    type: AdminNewsletterIssueRef,
    description: 'Marks a draft published (sent) now; its web version then says when.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => publishNewsletterIssue({ id: Number(args.id) || 0 }, ctx.deps),
  }),
}));
