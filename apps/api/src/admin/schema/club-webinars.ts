import { webinarTiming } from '@foundry/domain/club/webinar-timing';
import type { AdminWebinarRow } from '../../repositories/admin/admin-webinar-repository.ts';
import { CANCELLED_STATUS, cancelWebinar, saveWebinar } from '../../services/admin-club/save-webinar.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';

/** The webinar's state as staff read it: cancelled, a draft, or its timing now. */
function stateOf(row: AdminWebinarRow, now = new Date()): string {
  if (row.status === CANCELLED_STATUS) return 'CANCELLED';
  if (row.status !== 'PUBLISHED') return 'DRAFT';
  const timing = webinarTiming(row, now);
  return timing.past ? 'PAST' : timing.live ? 'LIVE' : 'UPCOMING';
}

const AdminWebinarRef = adminBuilder.objectRef<AdminWebinarRow>('AdminWebinar').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    subTitle: t.exposeString('subTitle', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    startsAt: t.string({ resolve: (w) => w.startsAt.toISOString() }),
    durationMinutes: t.exposeInt('durationMinutes'),
    link: t.exposeString('link', { nullable: true }),
    state: t.string({
      description: 'UPCOMING, LIVE or PAST when published; DRAFT or CANCELLED otherwise.',
      resolve: (w) => stateOf(w),
    }),
  }),
});

const WebinarInputRef = adminBuilder.inputType('WebinarInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    subTitle: t.string(),
    description: t.string(),
    startsAt: t.string({ required: true, description: 'ISO 8601 instant (UTC).' }),
    durationMinutes: t.int({ required: true }),
    link: t.string({ description: 'The meeting, or the recording once over (https://).' }),
    published: t.boolean({ required: true, description: 'Shown to members; false: a draft.' }),
  }),
});

adminBuilder.queryField('adminWebinars', (t) =>
  t.field({
    type: [AdminWebinarRef],
    description: 'Every webinar, drafts and cancelled ones too, the latest start first.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'club.write');
      return ctx.deps.admin.webinars.list();
    },
  }),
);

adminBuilder.mutationFields((t) => ({
  saveWebinar: t.field({
    type: AdminWebinarRef,
    description: 'Without id: a new webinar. With id: saves that webinar.',
    args: { id: t.arg.id(), input: t.arg({ type: WebinarInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveWebinar(
        {
          id: id ? Number(id) || 0 : null,
          title: input.title,
          subTitle: input.subTitle ?? null,
          description: input.description ?? null,
          startsAt: input.startsAt,
          durationMinutes: input.durationMinutes,
          link: input.link ?? null,
          published: input.published,
        },
        ctx.deps,
      ),
  }),
  cancelWebinar: t.field({
    type: AdminWebinarRef,
    description: 'Cancels a webinar not yet over: members no longer see it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => cancelWebinar({ id: Number(args.id) || 0 }, ctx.deps),
  }),
}));
