import { type Db, users } from '@foundry/db';
import { eq, sql } from '@foundry/db/orm';

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
  showAffiliateProgramme: boolean;
}

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
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
