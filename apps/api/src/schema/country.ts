import type { CountryStateRow } from '../repositories/country-repository.ts';
import { type CountryNode, readCountries } from '../services/countries/read-countries.ts';
import { builder } from './builder.ts';

export const CountryStateRef = builder.objectRef<CountryStateRow>('CountryState').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    title: t.exposeString('title'),
  }),
});

export const CountryRef = builder.objectRef<CountryNode>('Country').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'ISO 3166-1 alpha-2.' }),
    title: t.exposeString('title'),
    useVATID: t.exposeBoolean('useVatId', { description: 'Whether a VAT id may be entered.' }),
    vatCode: t.exposeString('vatCode', { nullable: true, description: "VAT prefix (Greece: 'EL')." }),
    isEU: t.exposeBoolean('isEuMember'),
    states: t.field({
      type: [CountryStateRef],
      description: 'States an address must name; empty where none is needed.',
      resolve: (country) => country.states,
    }),
  }),
});

builder.queryField('readCountries', (t) =>
  t.field({
    type: [CountryRef],
    resolve: (_root, _args, context) => readCountries(context.repositories.countries),
  }),
);
