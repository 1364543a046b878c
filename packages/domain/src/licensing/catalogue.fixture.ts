import type { LicenseCatalogue, LicenseCatalogueOption } from './license-catalogue.ts';

// A catalogue shaped like the seed (packages/db/src/seed/seed-licences.ts), for the unit tests.
const choice = (
  value: string,
  priceFactorBp: number,
  extra: { amount?: number; isDefault?: boolean } = {},
) => ({
  id: `c-${value}-${priceFactorBp}`,
  value,
  priceFactorBp,
  amount: extra.amount ?? null,
  isDefault: extra.isDefault ?? false,
});

const term: LicenseCatalogueOption = {
  name: 'term',
  hide: true,
  choices: [choice('perpetual', 10_000, { isDefault: true })],
};
const thirdParties: LicenseCatalogueOption = {
  name: 'thirdParties',
  hide: false,
  choices: [
    choice('0', 10_000, { amount: 0, isDefault: true }),
    choice('1', 12_500, { amount: 1 }),
    choice('2', 15_000, { amount: 2 }),
    choice('5', 20_000, { amount: 5 }),
  ],
};

export const testCatalogue: LicenseCatalogue = [
  {
    slug: 'desktop',
    title: 'Desktop',
    kind: 'Desktop',
    options: [
      {
        name: 'computers',
        hide: false,
        choices: [choice('1', 10_000, { isDefault: true }), choice('5', 20_000), choice('10', 30_000)],
      },
      thirdParties,
      term,
    ],
  },
  {
    slug: 'web',
    title: 'Web',
    kind: 'Webfont',
    options: [
      {
        name: 'pageviews',
        hide: false,
        choices: [choice('10000', 10_000, { isDefault: true }), choice('100000', 15_000)],
      },
      term,
    ],
  },
  {
    slug: 'app',
    title: 'App',
    kind: 'Font',
    options: [
      { name: 'apps', hide: false, choices: [choice('1', 15_000, { isDefault: true }), choice('3', 30_000)] },
    ],
  },
  {
    slug: 'corporate',
    title: 'Corporate',
    kind: 'Corporate',
    options: [
      {
        name: 'employees',
        hide: false,
        choices: [choice('50', 50_000, { isDefault: true }), choice('250', 100_000)],
      },
      thirdParties,
      term,
    ],
  },
  {
    slug: 'third-party',
    title: 'Third party',
    kind: 'Desktop',
    options: [{ name: 'index', hide: true, choices: [] }],
  },
];
