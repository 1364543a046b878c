import type { SubmissionRow } from '../../repositories/admin/admin-submission-repository.ts';
import { listSubmissions } from '../../services/admin-submissions/list-submissions.ts';
import { reviewSubmission } from '../../services/admin-submissions/review-submission.ts';
import { adminBuilder } from '../builder.ts';

const SubmissionRef = adminBuilder.objectRef<SubmissionRow>('FontsInUseSubmission').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    description: t.exposeString('description', { nullable: true }),
    designer: t.exposeString('designer', { nullable: true }),
    status: t.exposeString('status'),
    createdAt: t.string({ resolve: (s) => s.createdAt.toISOString() }),
    customerEmail: t.exposeString('customerEmail', { nullable: true }),
    customerName: t.exposeString('customerName', { nullable: true }),
  }),
});

adminBuilder.queryField('fontsInUseSubmissions', (t) =>
  t.field({
    type: [SubmissionRef],
    args: {
      status: t.arg.string({ required: false, description: 'PENDING (default), PUBLISHED or UNPUBLISHED.' }),
    },
    resolve: (_root, args, ctx) => listSubmissions({ status: args.status ?? null }, ctx.deps),
  }),
);

adminBuilder.mutationField('reviewFontsInUseSubmission', (t) =>
  t.field({
    type: SubmissionRef,
    args: {
      id: t.arg.id({ required: true }),
      approve: t.arg.boolean({ required: true }),
      note: t.arg.string({ required: false, description: 'Sent to the customer with a refusal.' }),
    },
    resolve: (_root, args, ctx) =>
      reviewSubmission({ id: Number(args.id), approve: args.approve, note: args.note ?? null }, ctx.deps),
  }),
);
