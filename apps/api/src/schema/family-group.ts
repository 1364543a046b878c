import { FAMILY_GROUP_TYPES } from '@foundry/domain/fonts/family-group-type';
import type { FamilyGroupMemberNode, FamilyGroupNode } from '../services/families/read-family-groups.ts';
import { readFamilyGroups } from '../services/families/read-family-groups.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';
import { pageOf } from './paging.ts';

export const FamilyGroupTypeRef = builder.enumType('FamilyGroupType', {
  description:
    'GlobalFonts: one design across scripts; OpticalSizes: cuts for size ranges; Superfamily: related designs.',
  values: FAMILY_GROUP_TYPES,
});

export const FamilyGroupMemberRef = builder.objectRef<FamilyGroupMemberNode>('FamilyGroupMember').implement({
  fields: (t) => ({
    family: t.field({ type: FamilyRef, resolve: (member) => member.family }),
    opticalSizeMin: t.exposeFloat('opticalSizeMin', {
      nullable: true,
      description: 'OpticalSizes groups: the smallest point size the member is drawn for.',
    }),
    opticalSizeMax: t.exposeFloat('opticalSizeMax', { nullable: true }),
  }),
});

export const FamilyGroupRef = builder.objectRef<FamilyGroupNode>('FamilyGroup').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: FamilyGroupTypeRef, resolve: (group) => group.type }),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    members: t.field({ type: [FamilyGroupMemberRef], resolve: (group) => group.members }),
    families: t.field({
      type: [FamilyRef],
      description: 'The members’ families, in the group’s order.',
      resolve: (group) => group.members.map((member) => member.family),
    }),
  }),
});

export const FamilyGroupPageRef = pageOf('FamilyGroupPage', FamilyGroupRef);

builder.queryField('readFamilyGroups', (t) =>
  t.field({
    type: FamilyGroupPageRef,
    args: {
      type: t.arg({ type: FamilyGroupTypeRef, required: true }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12, at most 500.' }),
    },
    resolve: (_root, args, context) => readFamilyGroups(args, context.repositories),
  }),
);
