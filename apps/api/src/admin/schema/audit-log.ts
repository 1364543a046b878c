import type { AuditRow } from '../../repositories/admin/audit-log-repository.ts';
import { readAuditLog } from '../../services/admin-audit/read-audit-log.ts';
import { adminBuilder } from '../builder.ts';

const AuditEntryRef = adminBuilder.objectRef<AuditRow>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    staffEmail: t.exposeString('staffEmail'),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    before: t.string({
      nullable: true,
      description: 'JSON.',
      resolve: (e) => (e.before ? JSON.stringify(e.before) : null),
    }),
    after: t.string({
      nullable: true,
      description: 'JSON.',
      resolve: (e) => (e.after ? JSON.stringify(e.after) : null),
    }),
    at: t.string({ resolve: (e) => e.at.toISOString() }),
  }),
});

const AuditPageRef = adminBuilder.objectRef<Awaited<ReturnType<typeof readAuditLog>>>('AuditPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [AuditEntryRef], resolve: (p) => p.rows }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

adminBuilder.queryField('auditLog', (t) =>
  t.field({
    type: AuditPageRef,
    args: {
      entityType: t.arg.string({ required: false }),
      entityId: t.arg.string({ required: false }),
      page: t.arg.int({ required: false }),
      pageSize: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      readAuditLog(
        {
          entityType: args.entityType ?? null,
          entityId: args.entityId ?? null,
          page: args.page ?? null,
          pageSize: args.pageSize ?? null,
        },
        ctx.deps,
      ),
  }),
);
