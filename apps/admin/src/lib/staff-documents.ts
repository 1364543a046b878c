// The staff page's operations (apps/api/src/admin/schema/staff-members.ts).
export const STAFF_MEMBERS =
  'query StaffMembers { staffMembers { id email name role disabled hasSecondFactor createdAt } }';

export const ADD_STAFF_MEMBER = /* GraphQL */ `
  mutation AddStaffMember($email: String!, $name: String, $role: String!) {
    addStaffMember(email: $email, name: $name, role: $role) { staff { id email role } password totpSecret totpUri }
  }
`;

export const CHANGE_STAFF_ROLE =
  'mutation ChangeStaffRole($id: ID!, $role: String!) { changeStaffRole(id: $id, role: $role) { id role } }';

export const DISABLE_STAFF_MEMBER =
  'mutation DisableStaffMember($id: ID!) { disableStaffMember(id: $id) { id disabled } }';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  hasSecondFactor: boolean;
  createdAt: string;
}

export interface NewStaffAccount {
  staff: { id: string; email: string; role: string };
  password: string;
  totpSecret: string;
  totpUri: string;
}
