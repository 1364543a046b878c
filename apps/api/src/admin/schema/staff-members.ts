import type { StaffMemberRow } from '../../repositories/admin/staff-management-repository.ts';
import { changeStaffMember } from '../../services/admin-staff/change-staff-member.ts';
import { createStaffAccount } from '../../services/admin-staff/create-staff-account.ts';
import { listStaff } from '../../services/admin-staff/list-staff.ts';
import type { NewStaffAccount } from '../../services/staff/add-staff-member.ts';
import { adminBuilder } from '../builder.ts';
import { StaffRef } from './staff.ts';

const StaffMemberRef = adminBuilder.objectRef<StaffMemberRow>('StaffMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    disabled: t.boolean({ resolve: (m) => m.disabledAt !== null }),
    hasSecondFactor: t.exposeBoolean('hasSecondFactor'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
  }),
});

const NewStaffAccountRef = adminBuilder.objectRef<NewStaffAccount>('NewStaffAccount').implement({
  description: 'Shown once: only the password’s hash is kept.',
  fields: (t) => ({
    staff: t.field({ type: StaffRef, resolve: (a) => a.staff }),
    password: t.exposeString('password'),
    totpSecret: t.exposeString('totpSecret'),
    totpUri: t.exposeString('totpUri'),
  }),
});

adminBuilder.queryField('staffMembers', (t) =>
  t.field({ type: [StaffMemberRef], resolve: (_root, _args, ctx) => listStaff(ctx.deps) }),
);

adminBuilder.mutationFields((t) => ({
  addStaffMember: t.field({
    type: NewStaffAccountRef,
    args: {
      email: t.arg.string({ required: true }),
      name: t.arg.string({ required: false }),
      role: t.arg.string({ required: true, description: 'owner, editor or support.' }),
    },
    resolve: (_root, args, ctx) =>
      createStaffAccount({ email: args.email, name: args.name ?? '', role: args.role }, ctx.deps),
  }),
  changeStaffRole: t.field({
    type: StaffMemberRef,
    args: { id: t.arg.id({ required: true }), role: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      changeStaffMember({ id: Number(args.id), change: { kind: 'role', role: args.role } }, ctx.deps),
  }),
  disableStaffMember: t.field({
    type: StaffMemberRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      changeStaffMember({ id: Number(args.id), change: { kind: 'disable' } }, ctx.deps),
  }),
}));
