import type { AdminFamilyListRow } from '../../repositories/admin/admin-family-repository.ts';
import { familyRowId } from '../../services/admin-families/family-row-id.ts';
import { listFamilies } from '../../services/admin-families/list-families.ts';
import { type FamilyForEdit, readFamilyForEdit } from '../../services/admin-families/read-family-for-edit.ts';
import { setFamilyPublished } from '../../services/admin-families/set-family-published.ts';
import { updateFamily } from '../../services/admin-families/update-family.ts';
import { adminBuilder } from '../builder.ts';

const FamilyListItemRef = adminBuilder.objectRef<AdminFamilyListRow>('FamilyListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    published: t.exposeBoolean('published'),
    preRelease: t.exposeBoolean('preRelease'),
    styleCount: t.exposeInt('styleCount'),
    updatedAt: t.string({ resolve: (family) => family.updatedAt.toISOString() }),
  }),
});

const FamilyEncodingRef = adminBuilder
  .objectRef<FamilyForEdit['encodings'][number]>('FamilyEncoding')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), url: t.exposeString('url'), title: t.exposeString('title') }),
  });

export const AdminFamilyRef = adminBuilder.objectRef<FamilyForEdit>('AdminFamily').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary', { nullable: true }),
    designInformation: t.exposeString('designInformation', { nullable: true }),
    categories: t.exposeStringList('categories'),
    defaultEncodingId: t.id({ nullable: true, resolve: (family) => family.encodingId }),
    encodings: t.field({ type: [FamilyEncodingRef], resolve: (family) => family.encodings }),
    preRelease: t.exposeBoolean('preRelease'),
    plannedReleaseDate: t.exposeString('plannedReleaseDate', { nullable: true }),
    hasWeightCalculator: t.exposeBoolean('hasWeightCalculator'),
    hasWeightAxis: t.exposeBoolean('hasWeightAxis', {
      description: 'Whether the weight calculator can be turned on (it needs a wght axis).',
    }),
    published: t.exposeBoolean('published'),
    pairingIds: t.idList({ resolve: (family) => family.pairingIds }),
    relatedIds: t.idList({ resolve: (family) => family.relatedIds }),
    updatedAt: t.string({ resolve: (family) => family.updatedAt.toISOString() }),
  }),
});

const FamilyEditInputRef = adminBuilder.inputType('FamilyEditInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    summary: t.string({ required: false }),
    designInformation: t.string({ required: false, description: 'The description on the family page.' }),
    categories: t.stringList({ required: true }),
    defaultEncodingId: t.id({ required: false }),
    preRelease: t.boolean({ required: true }),
    plannedReleaseDate: t.string({ required: false, description: 'YYYY-MM-DD; kept for pre-releases only.' }),
    hasWeightCalculator: t.boolean({ required: true }),
    pairingIds: t.idList({ required: true }),
    relatedIds: t.idList({ required: true }),
  }),
});

adminBuilder.queryField('families', (t) =>
  t.field({
    type: [FamilyListItemRef],
    args: {
      search: t.arg.string({ required: false, description: 'Part of the title or URL.' }),
      published: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      listFamilies({ search: args.search ?? null, published: args.published ?? null }, ctx.deps),
  }),
);

adminBuilder.queryField('family', (t) =>
  t.field({
    type: AdminFamilyRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readFamilyForEdit({ id: familyRowId(args.id) }, ctx.deps),
  }),
);

adminBuilder.mutationField('updateFamily', (t) =>
  t.field({
    type: AdminFamilyRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: FamilyEditInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateFamily(
        {
          id: familyRowId(id),
          edits: {
            title: input.title,
            summary: input.summary ?? null,
            designInformation: input.designInformation ?? null,
            categories: input.categories,
            defaultEncodingId: input.defaultEncodingId == null ? null : familyRowId(input.defaultEncodingId),
            preRelease: input.preRelease,
            plannedReleaseDate: input.plannedReleaseDate ?? null,
            hasWeightCalculator: input.hasWeightCalculator,
            pairingIds: input.pairingIds.map(familyRowId),
            relatedIds: input.relatedIds.map(familyRowId),
          },
        },
        ctx.deps,
      ),
  }),
);

adminBuilder.mutationField('setFamilyPublished', (t) =>
  t.field({
    type: AdminFamilyRef,
    args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      setFamilyPublished({ id: familyRowId(args.id), published: args.published }, ctx.deps),
  }),
);
