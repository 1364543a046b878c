import { auditLog } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotp } from '../../src/services/staff/totp.ts';
import { codeOf, createAccountTestApp, fieldsOf } from '../account-helpers.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, SIGN_IN, STAFF_PASSWORD, signInAs } from './admin-helpers.ts';
import { insertStaffMember } from './staff-fixtures.ts';

const LIST = 'query { staffMembers { id email role disabled hasSecondFactor } }';
const ADD = /* GraphQL */ `
  mutation ($email: String!, $name: String, $role: String!) {
    addStaffMember(email: $email, name: $name, role: $role) { staff { id email role } password totpSecret totpUri }
  }
`;
const ROLE = 'mutation ($id: ID!, $role: String!) { changeStaffRole(id: $id, role: $role) { id role } }';
const DISABLE = 'mutation ($id: ID!) { disableStaffMember(id: $id) { id disabled } }';
const ME = 'query { me { id role } }';

type Member = { id: string; email: string; role: string; disabled: boolean };

describe('staff management in the back office', () => {
  let app: TestApp;
  let owner: string;
  let support: string;
  const auditOf = (id: number | string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'staff'), eq(auditLog.entityId, String(id))));
  const signIn = (email: string, password: string, secret: string) =>
    adminSend(app, SIGN_IN, { email, password, code: currentTotp(secret) });

  beforeAll(async () => {
    app = await createAccountTestApp();
    owner = await signInAs(app, 'owner');
    support = await signInAs(app, 'support');
  });
  afterAll(() => app.close());

  it('adds a member whose generated password and second factor sign in; only owners may', async () => {
    const added = await adminSend<{
      addStaffMember: {
        staff: { id: string; email: string; role: string };
        password: string;
        totpSecret: string;
        totpUri: string;
      };
    }>(app, ADD, { email: 'New.Editor@Foundry.test', name: 'New Editor', role: 'editor' }, owner);
    expect(added.body.errors).toBeUndefined();
    const account = added.body.data?.addStaffMember;
    expect(account?.staff).toMatchObject({ email: 'new.editor@foundry.test', role: 'editor' });
    expect(account?.password.length).toBeGreaterThanOrEqual(16);
    expect(account?.totpUri).toContain(`secret=${account?.totpSecret}`);

    const signedIn = await signIn(
      'new.editor@foundry.test',
      account?.password ?? '',
      account?.totpSecret ?? '',
    );
    expect(signedIn.body.errors).toBeUndefined();

    const [audit, ...more] = await auditOf(account?.staff.id ?? '');
    expect(more).toEqual([]);
    expect(audit?.action).toBe('staff.add');
    expect(JSON.stringify(audit)).not.toContain(account?.password);
    expect(JSON.stringify(audit)).not.toContain(account?.totpSecret);

    const again = await adminSend(app, ADD, { email: 'new.editor@foundry.test', role: 'support' }, owner);
    expect(fieldsOf(again)).toHaveProperty('email');
    const badRole = await adminSend(app, ADD, { email: 'x@foundry.test', role: 'admin' }, owner);
    expect(codeOf(badRole)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(badRole)).toHaveProperty('role');

    for (const [document, variables] of [
      [LIST, {}],
      [ADD, { email: 'by-support@foundry.test', role: 'owner' }],
      [ROLE, { id: account?.staff.id, role: 'owner' }],
      [DISABLE, { id: account?.staff.id }],
    ] as const) {
      expect(adminCodeOf(await adminSend(app, document, variables, support))).toBe(STAFF_ERROR.FORBIDDEN);
    }
    expect(await auditOf(account?.staff.id ?? '')).toHaveLength(1);
  });

  it('changes a role, which the member’s session follows at once', async () => {
    const member = await insertStaffMember(app.database.db, 'support');
    const session = (await signIn(member.email, STAFF_PASSWORD, member.secret)).headers
      .get('set-cookie')
      ?.split(';')[0] as string;
    const changed = await adminSend<{ changeStaffRole: { role: string } }>(
      app,
      ROLE,
      { id: String(member.id), role: 'editor' },
      owner,
    );
    expect(changed.body.data?.changeStaffRole.role).toBe('editor');
    const me = await adminSend<{ me: { role: string } }>(app, ME, {}, session);
    expect(me.body.data?.me.role).toBe('editor');
    const rows = await auditOf(member.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['staff.role', { role: 'support', disabled: false }, { role: 'editor', disabled: false }],
    ]);
  });

  it('disables a member: their session ends and they cannot sign in', async () => {
    const member = await insertStaffMember(app.database.db, 'support');
    const session = (await signIn(member.email, STAFF_PASSWORD, member.secret)).headers
      .get('set-cookie')
      ?.split(';')[0] as string;
    const disabled = await adminSend<{ disableStaffMember: { disabled: boolean } }>(
      app,
      DISABLE,
      { id: String(member.id) },
      owner,
    );
    expect(disabled.body.data?.disableStaffMember.disabled).toBe(true);
    expect(adminCodeOf(await adminSend(app, ME, {}, session))).toBe(STAFF_ERROR.UNAUTHENTICATED);
    expect(adminCodeOf(await signIn(member.email, STAFF_PASSWORD, member.secret))).toBe(
      STAFF_ERROR.SIGN_IN_REJECTED,
    );
    const list = await adminSend<{ staffMembers: Member[] }>(app, LIST, {}, owner);
    expect(list.body.data?.staffMembers.find((m) => m.id === String(member.id))?.disabled).toBe(true);
    expect(adminCodeOf(await adminSend(app, DISABLE, { id: String(member.id) }, owner))).toBe(
      STAFF_ERROR.CONFLICT,
    );
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual(['staff.disable']);
  });

  it('keeps the last owner: it can be neither disabled nor demoted', async () => {
    const me = await adminSend<{ me: { id: string } }>(app, ME, {}, owner);
    const myId = me.body.data?.me.id as string;
    const list = await adminSend<{ staffMembers: Member[] }>(app, LIST, {}, owner);
    for (const other of list.body.data?.staffMembers ?? []) {
      if (other.role !== 'owner' || other.disabled || other.id === myId) continue;
      const response = await adminSend(app, DISABLE, { id: other.id }, owner);
      expect(response.body.errors).toBeUndefined();
    }
    const before = (await auditOf(myId)).length;
    expect(adminCodeOf(await adminSend(app, DISABLE, { id: myId }, owner))).toBe(STAFF_ERROR.CONFLICT);
    expect(adminCodeOf(await adminSend(app, ROLE, { id: myId, role: 'support' }, owner))).toBe(
      STAFF_ERROR.CONFLICT,
    );
    expect(await auditOf(myId)).toHaveLength(before);
    expect((await adminSend<{ me: { role: string } }>(app, ME, {}, owner)).body.data?.me.role).toBe('owner');
  });
});
