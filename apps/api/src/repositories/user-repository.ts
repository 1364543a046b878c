import { type Db, users } from '@foundry/db';
import { and, eq, ne, sql } from '@foundry/db/orm';

/** What a signed-in user may read of their own account. */
export interface UserProfile {
  id: number;
  email: string;
  name: string;
  organization: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string | null;
  zip: string | null;
  countryCode: string | null;
  stateCode: string | null;
  vatNumber: string | null;
  phone: string | null;
  invoiceLanguage: string;
  mailing: boolean;
  club: boolean;
  clubNotifyAfterTransaction: boolean;
  clubNotifyNewRewards: boolean;
  clubNotifyNewWebinar: boolean;
  showAffiliateProgramme: boolean;
}

/** The account fields updateUser may change directly. */
export type UserSettingsPatch = Partial<
  Pick<
    UserProfile,
    | 'email'
    | 'mailing'
    | 'club'
    | 'invoiceLanguage'
    | 'clubNotifyAfterTransaction'
    | 'clubNotifyNewRewards'
    | 'clubNotifyNewWebinar'
  >
>;

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
  organization?: string | null;
  invoiceLanguage?: string;
  mailing?: boolean;
}

const profileColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  organization: users.organization,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  addressLine3: users.addressLine3,
  city: users.city,
  zip: users.zip,
  countryCode: users.countryCode,
  stateCode: users.stateCode,
  vatNumber: users.vatNumber,
  phone: users.phone,
  invoiceLanguage: users.invoiceLanguage,
  mailing: users.mailing,
  club: users.club,
  clubNotifyAfterTransaction: users.clubNotifyAfterTransaction,
  clubNotifyNewRewards: users.clubNotifyNewRewards,
  clubNotifyNewWebinar: users.clubNotifyNewWebinar,
  showAffiliateProgramme: users.showAffiliateProgramme,
};

export function createUserRepository(db: Db) {
  return {
    /** The account and its password hash for sign-in, whatever the case the address was typed in. */
    async findCredentialsByEmail(
      email: string,
    ): Promise<{ id: number; email: string; name: string; passwordHash: string | null } | null> {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Adds an account; null when the address is already registered (the unique index decides). */
    async insert(user: NewUser): Promise<{ id: number; email: string; name: string } | null> {
      const rows = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, name: users.name });
      return rows[0] ?? null;
    },

    async findProfileById(id: number): Promise<UserProfile | null> {
      const rows = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** What password checks and reset links are made of: the address and the current hash. */
    async findCredentialsById(
      id: number,
    ): Promise<{ id: number; email: string; name: string; passwordHash: string | null } | null> {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Sets a new password hash only while the stored one is still `expectedHash`: of two uses of one
     * reset link (or two password changes) racing, only the first changes the row. False otherwise.
     */
    async replacePasswordHash(id: number, expectedHash: string | null, newHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash: newHash, updatedAt: new Date() })
        .where(and(eq(users.id, id), sql`${users.passwordHash} is not distinct from ${expectedHash}`))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Changes account settings; 'email-taken' when the new address belongs to another account. */
    async updateSettings(id: number, patch: UserSettingsPatch): Promise<'ok' | 'email-taken'> {
      if (Object.keys(patch).length === 0) return 'ok';
      try {
        await db
          .update(users)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(users.id, id));
        return 'ok';
      } catch (error) {
        // The case-blind unique index on e-mail decides races between two accounts.
        if (isUniqueViolation(error)) return 'email-taken';
        throw error;
      }
    },

    /** Whether another account uses the address, whatever its case. */
    async emailTakenByOther(id: number, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, id)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Removes the account: its sessions, addresses, stored cards and download jobs go with it (ON
     * DELETE CASCADE); its orders stay for the books with the user detached (ON DELETE SET NULL).
     */
    async deleteAccount(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

/** PostgreSQL's unique_violation, as both drivers report it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
