import { LICENSE_KINDS } from '@foundry/domain/licensing/license-catalogue';
import { priceFactorOfBasisPoints } from '@foundry/domain/pricing/price-factor';
import type { LicenseChoiceRow } from '../repositories/license-repository.ts';
import {
  type LicenseNode,
  type LicenseOptionNode,
  readLicenses,
} from '../services/licenses/read-licenses.ts';
import { builder } from './builder.ts';

export const FontProductKindRef = builder.enumType('FontProductKind', {
  values: LICENSE_KINDS,
});

export const LicenseOptionChoiceRef = builder.objectRef<LicenseChoiceRow>('LicenseOptionChoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    value: t.exposeString('value'),
    amount: t.exposeInt('amount', {
      nullable: true,
      description: 'For counted choices, e.g. third parties.',
    }),
    priceFactor: t.float({
      description: 'Multiplies the base price: 1 keeps it, 2.5 is two and a half times.',
      resolve: (choice) => priceFactorOfBasisPoints(choice.priceFactorBp),
    }),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

export const LicenseOptionRef = builder.objectRef<LicenseOptionNode>('LicenseOption').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    hide: t.exposeBoolean('hide'),
    choices: t.field({ type: [LicenseOptionChoiceRef], resolve: (option) => option.choices }),
  }),
});

export const LicenseRef = builder.objectRef<LicenseNode>('License').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug', {
      description:
        "The id of a licence selection entry: 'desktop', 'web', 'app', 'ebook', 'corporate', 'third-party'.",
    }),
    title: t.exposeString('title'),
    kind: t.field({ type: FontProductKindRef, resolve: (license) => license.kind }),
    description: t.exposeString('description', { nullable: true }),
    options: t.field({ type: [LicenseOptionRef], resolve: (license) => license.options }),
  }),
});

builder.queryField('readLicenses', (t) =>
  t.field({
    type: [LicenseRef],
    resolve: (_root, _args, context) => readLicenses(context.repositories.licenses),
  }),
);
