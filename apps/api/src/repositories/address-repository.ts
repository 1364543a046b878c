import { addresses, countries, countryStates, type Db, users } from '@foundry/db';
import { and, asc, eq, ne, sql } from '@foundry/db/orm';

export type AddressRow = typeof addresses.$inferSelect;

/** The stored fields of an address (everything but identity, owner, default flag and time). */
export interface AddressFields {
  label: string | null;
  name: string;
  organization: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string;
  zip: string | null;
  countryCode: string;
  stateCode: string | null;
  vatNumber: string | null;
  phone: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The account's own address columns (users.*) follow its default address: the personal information
 * page and the cart's tax address read the same values.
 */
async function mirrorDefaultOntoUser(tx: Tx, userId: number, fields: AddressFields): Promise<void> {
  await tx
    .update(users)
    .set({
      name: fields.name,
      organization: fields.organization,
      addressLine1: fields.addressLine1,
      addressLine2: fields.addressLine2,
      addressLine3: fields.addressLine3,
      city: fields.city,
      zip: fields.zip,
      countryCode: fields.countryCode,
      stateCode: fields.stateCode,
      vatNumber: fields.vatNumber,
      phone: fields.phone,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * Serialises the writes to one user's address book (their users row, `FOR UPDATE`): two writes that
 * both move the default flag would otherwise each clear the old default and then collide on the
 * one-default index. Taken first in every transaction that may set or move the default.
 */
async function lockAddressBook(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Clears the default flag of the user's other addresses (the unique index allows one default). */
async function clearOtherDefaults(tx: Tx, userId: number, keepId: number | null): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        ...(keepId === null ? [] : [ne(addresses.id, keepId)]),
      ),
    );
}

/**
 * A user's address book. Every read and write is scoped by the owner's id, so another user's address
 * id behaves exactly like an unknown one.
 */
export function createAddressRepository(db: Db) {
  return {
    /** The user's addresses, the default first, then oldest first. */
    async listForUser(userId: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.id));
    },

    /** One page of the user's addresses in the same order: `limit` rows from `offset`. */
    async pageForUser(userId: number, offset: number, limit: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.id))
        .offset(offset)
        .limit(limit);
    },

    async findOwned(userId: number, id: number): Promise<AddressRow | null> {
      const rows = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findDefault(userId: number): Promise<AddressRow | null> {
      const rows = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether the country exists and, when a state is given, whether it is one of that country's. */
    async knownPlace(
      countryCode: string,
      stateCode: string | null,
    ): Promise<{ country: boolean; state: boolean }> {
      const [country] = await db
        .select({ code: countries.code })
        .from(countries)
        .where(eq(countries.code, countryCode))
        .limit(1);
      if (!country) return { country: false, state: stateCode === null };
      if (stateCode === null) return { country: true, state: true };
      const [state] = await db
        .select({ code: countryStates.code })
        .from(countryStates)
        .where(and(eq(countryStates.countryCode, countryCode), eq(countryStates.code, stateCode)))
        .limit(1);
      return { country: true, state: state !== undefined };
    },

    /** Adds an address; the user's first address is the default whatever `isDefault` says. */
    async create(
      userId: number,
      fields: AddressFields,
      { isDefault }: { isDefault: boolean },
    ): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [existing] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .limit(1);
        const makeDefault = isDefault || existing === undefined;
        if (makeDefault) await clearOtherDefaults(tx, userId, null);
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, userId, isDefault: makeDefault })
          .returning();
        if (!row) throw new Error('the address insert returned no row');
        if (makeDefault) await mirrorDefaultOntoUser(tx, userId, fields);
        return row;
      });
    },

    /**
     * Replaces the fields of one of the user's addresses; `isDefault: true` makes it the default
     * (a default is left default by `false`: the user picks another one instead). Null when the
     * address is not the user's.
     */
    async updateOwned(
      userId: number,
      id: number,
      fields: AddressFields,
      { isDefault }: { isDefault: boolean | null },
    ): Promise<AddressRow | null> {
      return db
        .transaction(async (tx) => {
          await lockAddressBook(tx, userId);
          if (isDefault === true) await clearOtherDefaults(tx, userId, id);
          const [row] = await tx
            .update(addresses)
            .set({ ...fields, ...(isDefault === true ? { isDefault: true } : {}) })
            .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
            .returning();
          if (!row) throw new NotOwned();
          if (row.isDefault) await mirrorDefaultOntoUser(tx, userId, fields);
          return row;
        })
        .catch((error: unknown) => {
          if (error instanceof NotOwned) return null;
          throw error;
        });
    },

    /** Removes one of the user's addresses; the oldest remaining one becomes default when the default goes. */
    async deleteOwned(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [removed] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning();
        if (!removed) return false;
        if (removed.isDefault) {
          const [oldest] = await tx
            .select()
            .from(addresses)
            .where(eq(addresses.userId, userId))
            .orderBy(asc(addresses.id))
            .limit(1);
          if (oldest) {
            await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
            await mirrorDefaultOntoUser(tx, userId, oldest);
          }
        }
        return true;
      });
    },

    /** Writes the user's default address (updateUser): the existing default changes, or one is added. */
    async saveDefault(userId: number, fields: Omit<AddressFields, 'label'>): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [current] = await tx
          .select({ id: addresses.id, label: addresses.label })
          .from(addresses)
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
          .limit(1);
        const complete: AddressFields = { ...fields, label: current?.label ?? null };
        const [row] = current
          ? await tx.update(addresses).set(complete).where(eq(addresses.id, current.id)).returning()
          : await tx
              .insert(addresses)
              .values({ ...complete, userId, isDefault: true })
              .returning();
        if (!row) throw new Error('the default address write returned no row');
        await mirrorDefaultOntoUser(tx, userId, complete);
        return row;
      });
    },
  };
}

/** Rolls the update back when the address is not the caller's; never leaves this file. */
class NotOwned extends Error {}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
