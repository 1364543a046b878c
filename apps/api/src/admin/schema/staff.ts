import { roleMay, STAFF_PERMISSIONS } from '@foundry/domain/staff/staff-roles';
import type { StaffViewer } from '../../repositories/admin/staff-repository.ts';
import { signInStaff } from '../../services/staff/sign-in-staff.ts';
import { signOutStaff } from '../../services/staff/sign-out-staff.ts';
import { adminBuilder } from '../builder.ts';

export const StaffRef = adminBuilder.objectRef<StaffViewer>('Staff').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.exposeString('role'),
    permissions: t.stringList({
      description: 'What the role may do: the app shows only these parts.',
      resolve: (staff) => STAFF_PERMISSIONS.filter((permission) => roleMay(staff.role, permission)),
    }),
  }),
});

adminBuilder.queryField('me', (t) =>
  t.field({
    type: StaffRef,
    description: 'The signed-in staff member.',
    resolve: (_root, _args, ctx) => ctx.staff as StaffViewer,
  }),
);

adminBuilder.mutationFields((t) => ({
  staffSignIn: t.field({
    type: StaffRef,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      code: t.arg.string({ required: false, description: 'The authenticator’s six digits.' }),
    },
    resolve: (_root, args, ctx) =>
      signInStaff({ email: args.email, password: args.password, code: args.code ?? null }, ctx.deps),
  }),
  staffSignOut: t.boolean({ resolve: (_root, _args, ctx) => signOutStaff(ctx.deps) }),
}));
