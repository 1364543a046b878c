import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staffMembers } from '../schema/index.ts';

/**
 * The demo owner of the back office, for local use only (the README gives the sign-in). Its password
 * and second factor are public, so the API refuses this account when NODE_ENV=production.
 */
export const DEMO_OWNER = {
  email: 'owner@foundry.local',
  password: 'demo-owner-local-only',
  // Base32 TOTP secret: add it to an authenticator app, or let the browser journeys compute codes.
  totpSecret: 'KE2E2QAC5UISDTLAL4YQXSKYHM63I5F2',
} as const;

// argon2id of DEMO_OWNER.password (m=19456, t=2, p=1), as the API hashes every password.
const DEMO_OWNER_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$48SuZe52rpL3ftl+p29V3w$EUcU1ygwxPp2xzMb4+dX5Y82W6wmEbkuX42Vdr6peg0';

/** Adds the demo owner once; an existing account of that e-mail is left as it is. */
export async function seedStaff(db: Db): Promise<void> {
  const existing = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${DEMO_OWNER.email}`)
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(staffMembers).values({
    email: DEMO_OWNER.email,
    name: 'Demo Owner',
    role: 'owner',
    passwordHash: DEMO_OWNER_PASSWORD_HASH,
    totpSecret: DEMO_OWNER.totpSecret,
    isDemo: true,
  });
}
