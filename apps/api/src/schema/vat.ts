import { VAT_CHECK_RESULTS } from '@foundry/domain/vat/vat-check';
import { type VatValidation, validateVat } from '../services/vat/validate-vat.ts';
import { builder } from './builder.ts';

export const VatCheckCodeRef = builder.enumType('VatCheckCode', {
  description:
    'OK (also for an empty number), INCORRECT, NOT_EU_COUNTRY, or ERROR when the register is down.',
  values: VAT_CHECK_RESULTS,
});

export const VatCheckResultRef = builder.objectRef<VatValidation>('VatCheckResult').implement({
  fields: (t) => ({
    code: t.field({ type: VatCheckCodeRef, resolve: (result) => result.code }),
    message: t.exposeString('message', { nullable: true }),
    name: t.exposeString('name', { nullable: true, description: 'The registered trader, when disclosed.' }),
    address: t.exposeString('address', { nullable: true }),
  }),
});

builder.queryField('validateVAT', (t) =>
  t.field({
    type: VatCheckResultRef,
    description:
      'Checks an EU VAT number against the EU VAT register (VIES); answers are cached for a while.',
    args: {
      country: t.arg.string({ required: true, description: 'ISO 3166-1 alpha-2 code.' }),
      vatID: t.arg.string({ required: true }),
    },
    resolve: (_root, { country, vatID }, context) =>
      validateVat(
        {
          countries: context.repositories.countryVat,
          vatChecker: context.vatChecker,
          logger: context.logger,
        },
        country.slice(0, 8),
        vatID.slice(0, 64),
      ),
  }),
);
