import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type {
  FamilyGroupMemberRow,
  FamilyGroupRow,
  FamilyGroupType,
} from '../../repositories/family-group-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { groupBy } from '../../utils/group-by.ts';
import type { FamilyNode } from './read-families.ts';

export interface FamilyGroupMemberNode {
  family: FamilyNode;
  opticalSizeMin: number | null;
  opticalSizeMax: number | null;
}

export type FamilyGroupNode = FamilyGroupRow & { members: FamilyGroupMemberNode[] };

export interface ReadFamilyGroupsArgs {
  type: FamilyGroupType;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

/** No group list is shown in pages larger than the compare picker's. */
const MAX_GROUPS_PAGE_SIZE = PAGE_SIZE.comparePicker;

/** Groups of one type (superfamilies, optical sizes, global fonts) with their families: three statements. */
export async function readFamilyGroups(
  args: ReadFamilyGroupsArgs,
  repositories: Pick<Repositories, 'familyGroups' | 'families'>,
): Promise<Page<FamilyGroupNode>> {
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.globalFontGroups,
    maxPageSize: MAX_GROUPS_PAGE_SIZE,
  });
  const groups = await repositories.familyGroups.findMany(args.type, paging.offset, paging.limit);
  const members = await repositories.familyGroups.membersOf(groups.map((group) => group.id));
  const familyIds = [...new Set(members.map((member) => member.familyId))];
  const families =
    familyIds.length === 0
      ? []
      : await repositories.families.findMany({ ids: familyIds }, 0, familyIds.length);
  const familyById = new Map(families.map((family) => [family.id, family]));
  const membersByGroup = groupBy(members, (member) => member.groupId);
  const memberNode = (member: FamilyGroupMemberRow): FamilyGroupMemberNode[] => {
    const family = familyById.get(member.familyId);
    if (!family) return [];
    return [
      {
        family: { ...family, shownEncodingId: family.encodingId },
        opticalSizeMin: member.opticalSizeMin,
        opticalSizeMax: member.opticalSizeMax,
      },
    ];
  };
  const nodes = groups.map((group) => ({
    ...group,
    members: (membersByGroup.get(group.id) ?? []).flatMap(memberNode),
  }));
  return toPage(nodes, paging);
}
