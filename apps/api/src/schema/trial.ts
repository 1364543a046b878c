import { downloadTrialFamily } from '../services/trials/download-trial-family.ts';
import { readTrialCartSummary, type TrialCartSummary } from '../services/trials/read-trial-cart-summary.ts';
import { builder } from './builder.ts';
import { DownloadInfoRef } from './download.ts';
import { EncodingRef } from './encoding.ts';
import { FamilyRef } from './family.ts';
import { MoneyRef } from './money.ts';
import { OrderItemLicenseRef } from './order-item-license.ts';
import { FontProductRef } from './product.ts';
import { UserRef } from './user.ts';

export const TrialCartSummaryRef = builder.objectRef<TrialCartSummary>('TrialCartSummary').implement({
  description: 'What a trial of a FAMILY product holds, shown before downloadTrialFamily.',
  fields: (t) => ({
    title: t.exposeString('title'),
    price: t.field({ type: MoneyRef, description: 'Zero: trials are free.', resolve: (s) => s.price }),
    oldPrice: t.field({
      type: MoneyRef,
      description: 'The price of the family in these encodings, to buy it.',
      resolve: (s) => s.oldPrice,
    }),
    totalVAT: t.field({ type: MoneyRef, resolve: (s) => s.totalVAT }),
    percentageVAT: t.exposeFloat('percentageVAT'),
    discount: t.field({ type: MoneyRef, resolve: (s) => s.discount }),
    product: t.field({
      type: FontProductRef,
      description: 'The family product with its styles (children).',
      resolve: (s) => s.product,
    }),
    license: t.field({
      type: [OrderItemLicenseRef],
      description: 'The licence a trial comes under (one, as an order item lists its licences).',
      resolve: (summary) => summary.license,
    }),
    full: t.exposeBoolean('full', {
      description: 'True: the whole fonts (User.canGetFullTrialFont); false: basic characters only.',
    }),
    encodings: t.field({
      type: [EncodingRef],
      description: 'The chosen encodings the trial holds.',
      resolve: async (s, _args, context) => {
        const rows = await Promise.all(s.encodings.map((e) => context.loaders.encodingById.load(e.id)));
        return rows.filter((row) => row !== null);
      },
    }),
    unsupportedEncodings: t.stringList({
      description: 'Chosen encoding ids the family is not drawn in (left out).',
      resolve: (s) => s.unsupportedEncodingIds.map(String),
    }),
    downloadLink: t.exposeString('downloadLink', {
      nullable: true,
      description: 'Always null here: downloadTrialFamily answers the link.',
    }),
    selectionIndex: t.exposeInt('selectionIndex'),
  }),
});

const trialArgs = builder.args((t) => ({
  productID: t.id({ required: true, description: 'A FAMILY product (Family.trialFamilyProductID).' }),
  encodingIDs: t.idList({ description: "Default: the product's encoding." }),
  preRelease: t.boolean({ description: 'Accepted; a pre-release family needs a club member (451).' }),
}));

builder.queryField('readTrialCartSummary', (t) =>
  t.field({
    type: TrialCartSummaryRef,
    description: 'The trial a visitor would get. Errors 205 (not a FAMILY product), 208, 451.',
    args: trialArgs,
    resolve: (_root, args, context) =>
      readTrialCartSummary(args, context.user?.id ?? null, context.repositories),
  }),
);

builder.mutationField('downloadTrialFamily', (t) =>
  t.field({
    type: DownloadInfoRef,
    description:
      "Builds a trial ZIP (captcha action 'trial', code 5) and answers its DownloadInfo, Completed with " +
      'the file. Limited to basic characters unless User.canGetFullTrialFont; fonts renamed ' +
      "'<Family> Trial'. Errors 205, 208, 450 (too many trials today), 451 (pre-release).",
    args: {
      ...trialArgs,
      // Optional in the schema so a missing token is the catalogue's code 5, not a validation error.
      token: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      downloadTrialFamily(args, {
        trials: context.repositories.trials,
        storage: context.storage,
        captcha: context.captcha,
        logger: context.logger,
        apiUrl: context.config.apiUrl,
        userId: context.user?.id ?? null,
        address: context.clientAddress,
      }),
  }),
);

builder.objectField(FamilyRef, 'trialFamilyProductID', (t) =>
  t.id({
    nullable: true,
    description: 'The FAMILY product of the encoding shown, which downloadTrialFamily takes.',
    resolve: async (family, _args, context) => {
      const products = await context.loaders.productsByFamily.load(family.id);
      const shown = products.filter(
        (row) =>
          row.kind === 'FAMILY' &&
          (family.shownEncodingId === null ||
            row.encodingId === null ||
            row.encodingId === family.shownEncodingId),
      );
      return shown.find((row) => row.encodingId === family.shownEncodingId)?.id ?? shown[0]?.id ?? null;
    },
  }),
);

builder.objectField(UserRef, 'canGetFullTrialFont', (t) =>
  t.boolean({
    description: 'Trials for this user hold the whole fonts, not only the basic characters.',
    resolve: async (user, _args, context) =>
      (await context.repositories.trials.trialRights(user.id))?.canGetFullTrialFont ?? false,
  }),
);
