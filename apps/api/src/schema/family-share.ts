import type { FamilyRepository } from '../repositories/family-repository.ts';
import type { FamilyShareRow } from '../repositories/family-share-repository.ts';
import { createFamilyShare } from '../services/family-share/create-family-share.ts';
import { familyShareUrl, readFamilyShare } from '../services/family-share/read-family-share.ts';
import { builder } from './builder.ts';
import { FamilyRef } from './family.ts';
import { JSONRef } from './json.ts';

export const FamilyShareRef = builder.objectRef<FamilyShareRow>('FamilyShare').implement({
  description: 'A type-tester setting shared by link: /fonts/{family}?share={id} shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({
      description: 'The family page that opens the share.',
      resolve: async (share, _args, context) => {
        const family = await loadShareFamily(share, context.repositories.families);
        return familyShareUrl(context.config.publicUrl, family.url, share.id);
      },
    }),
    family: t.field({
      type: FamilyRef,
      resolve: async (share, _args, context) => {
        const family = await loadShareFamily(share, context.repositories.families);
        return { ...family, shownEncodingId: family.encodingId };
      },
    }),
    data: t.field({
      type: JSONRef,
      description:
        'The tester state: familyID, text, size, leading, alignment, styleID or variableFontID with axes, features, encodingID.',
      resolve: (share) => share.data,
    }),
  }),
});

async function loadShareFamily(share: FamilyShareRow, families: Pick<FamilyRepository, 'findMany'>) {
  const [family] = await families.findMany({ ids: [share.familyId] }, 0, 1);
  // A foreign key (on delete cascade) guarantees the family; its absence is a bug, masked as one.
  if (!family) throw new Error(`family ${share.familyId} of share ${share.id} is missing`);
  return family;
}

builder.mutationField('createFamilyShare', (t) =>
  t.field({
    type: FamilyShareRef,
    description:
      "Shares a type-tester state. Codes: BAD_USER_INPUT with data.* fields (text over 500 characters, values out of range, a face not of the family, over 4 KB), 5 refused captcha (action 'family_share'), 205 unknown family.",
    args: {
      data: t.arg({ type: JSONRef, required: true }),
      // Optional in the schema so a missing token is the catalogue's code 5, not a validation error.
      reCaptchaToken: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      createFamilyShare(args, {
        families: context.repositories.families,
        variableFonts: context.repositories.variableFonts,
        shares: context.repositories.familyShares,
        captcha: context.captcha,
        logger: context.logger,
      }),
  }),
);

builder.queryField('readFamilyShare', (t) =>
  t.field({
    type: FamilyShareRef,
    nullable: true,
    description: 'A shared type-tester state by its id; null when no share has it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => readFamilyShare(String(args.id), context.repositories.familyShares),
  }),
);
