import { randomBytes } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@foundry/domain/staff/staff-roles';
import { InputError } from '@foundry/errors';
import type { StaffRepository, StaffViewer } from '../../repositories/admin/staff-repository.ts';
import { hashPassword } from '../accounts/password-hash.ts';
import { newTotpSecret } from './totp.ts';

export interface NewStaffAccount {
  staff: StaffViewer;
  /** Shown once: only its hash is stored. */
  password: string;
  totpSecret: string;
  totpUri: string;
}

/**
 * Creates a staff account with a generated password and an enrolled TOTP second factor
 * (`npm run staff -- add EMAIL --role owner`); the caller shows the password and secret once.
 */
export async function addStaffMember(
  input: { email: string; role: string; name?: string | undefined },
  deps: { staff: Pick<StaffRepository, 'findCredentialsByEmail' | 'insert'> },
): Promise<NewStaffAccount> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new InputError({ email: 'Give an e-mail address.' });
  if (!isStaffRole(input.role)) throw new InputError({ role: 'The role is owner, editor or support.' });
  if (await deps.staff.findCredentialsByEmail(email)) {
    throw new InputError({ email: 'A staff account with this e-mail exists.' });
  }
  const password = randomBytes(15).toString('base64url');
  const totp = newTotpSecret(email);
  const staff = await deps.staff.insert({
    email,
    name: input.name ?? '',
    role: input.role as StaffRole,
    passwordHash: await hashPassword(password),
    totpSecret: totp.secret,
  });
  return { staff, password, totpSecret: totp.secret, totpUri: totp.uri };
}
