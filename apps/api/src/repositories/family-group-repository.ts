import { type Db, familyGroupMembers, familyGroups } from '@foundry/db';
import { asc, eq, inArray } from '@foundry/db/orm';

export type FamilyGroupRow = typeof familyGroups.$inferSelect;
export type FamilyGroupMemberRow = typeof familyGroupMembers.$inferSelect;
export type FamilyGroupType = FamilyGroupRow['type'];

export function createFamilyGroupRepository(db: Db) {
  return {
    /** Groups of one type in catalogue order; `limit` rows from `offset`. */
    async findMany(type: FamilyGroupType, offset: number, limit: number): Promise<FamilyGroupRow[]> {
      return db
        .select()
        .from(familyGroups)
        .where(eq(familyGroups.type, type))
        .orderBy(asc(familyGroups.sort), asc(familyGroups.id))
        .offset(offset)
        .limit(limit);
    },

    async membersOf(groupIds: readonly number[]): Promise<FamilyGroupMemberRow[]> {
      if (groupIds.length === 0) return [];
      return db
        .select()
        .from(familyGroupMembers)
        .where(inArray(familyGroupMembers.groupId, [...groupIds]))
        .orderBy(
          asc(familyGroupMembers.groupId),
          asc(familyGroupMembers.sort),
          asc(familyGroupMembers.familyId),
        );
    },
  };
}

export type FamilyGroupRepository = ReturnType<typeof createFamilyGroupRepository>;
