import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';

builder.objectFields(FamilyRef, (t) => ({
  suiteFamilies: t.field({
    type: [FamilyRef],
    description: 'The other families sold with this one in a suite (a SUITE product), in the suite’s order.',
    resolve: (family, _args, context) => context.loaders.suiteFamiliesByFamily.load(family.id),
  }),
  collectionFamilies: t.field({
    type: [FamilyRef],
    description:
      'The other families sold with this one in a collection (a COLLECTION product), in the collection’s order.',
    resolve: (family, _args, context) => context.loaders.collectionFamiliesByFamily.load(family.id),
  }),
}));
