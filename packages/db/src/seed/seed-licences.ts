import type { Db } from '../client.ts';
import { licenseOptionChoices, licenseOptions, licenses } from '../schema/index.ts';

type Choice = { title: string; value: string; factor: number; amount?: number; isDefault?: boolean };
type Option = { name: string; title: string; hide?: boolean; choices: Choice[] };
type Licence = {
  slug: string;
  title: string;
  kind: 'Desktop' | 'Webfont' | 'Font' | 'Corporate';
  description: string;
  options: Option[];
};

// Price factors are basis points of the base price (10000 = ×1): a licence entry's price is the base
// price times the factors of its chosen choices; the entries of a selection add up (docs/pricing.md).
const perpetual: Option = {
  name: 'term',
  title: 'Licence term',
  hide: true,
  choices: [{ title: 'Perpetual', value: 'perpetual', factor: 10000, isDefault: true }],
};

// Third parties (agencies, printers) are paid for on desktop and corporate: the choice's amount is how
// many numbered third-party entries the buyer names.
const thirdParties: Option = {
  name: 'thirdParties',
  title: 'Third parties',
  choices: [
    { title: 'No third parties', value: '0', factor: 10000, amount: 0, isDefault: true },
    { title: '1 third party', value: '1', factor: 12500, amount: 1 },
    { title: '2 third parties', value: '2', factor: 15000, amount: 2 },
    { title: '5 third parties', value: '5', factor: 20000, amount: 5 },
  ],
};

export const demoLicences: Licence[] = [
  {
    slug: 'desktop',
    title: 'Desktop',
    kind: 'Desktop',
    description: 'Install the fonts on computers to design print, images, logos and documents.',
    options: [
      {
        name: 'computers',
        title: 'Number of computers',
        choices: [
          { title: '1 computer', value: '1', factor: 10000, isDefault: true },
          { title: 'Up to 5 computers', value: '5', factor: 20000 },
          { title: 'Up to 10 computers', value: '10', factor: 30000 },
          { title: 'Up to 25 computers', value: '25', factor: 50000 },
          { title: 'Up to 50 computers', value: '50', factor: 80000 },
          { title: 'Up to 100 computers', value: '100', factor: 120000 },
        ],
      },
      thirdParties,
      perpetual,
    ],
  },
  {
    slug: 'web',
    title: 'Web',
    kind: 'Webfont',
    description: 'Embed the fonts in websites with @font-face, self-hosted.',
    options: [
      {
        name: 'pageviews',
        title: 'Monthly page views',
        choices: [
          { title: 'Up to 10,000 page views a month', value: '10000', factor: 10000, isDefault: true },
          { title: 'Up to 100,000 page views a month', value: '100000', factor: 15000 },
          { title: 'Up to 500,000 page views a month', value: '500000', factor: 25000 },
          { title: 'Up to 1,000,000 page views a month', value: '1000000', factor: 40000 },
          { title: 'Up to 10,000,000 page views a month', value: '10000000', factor: 100000 },
        ],
      },
      perpetual,
    ],
  },
  {
    slug: 'app',
    title: 'App',
    kind: 'Font',
    description: 'Embed the fonts in mobile and desktop applications and games.',
    options: [
      {
        name: 'apps',
        title: 'Number of apps',
        choices: [
          { title: '1 app', value: '1', factor: 15000, isDefault: true },
          { title: 'Up to 3 apps', value: '3', factor: 30000 },
          { title: 'Up to 10 apps', value: '10', factor: 60000 },
        ],
      },
    ],
  },
  {
    slug: 'ebook',
    title: 'E-book',
    kind: 'Font',
    description: 'Embed the fonts in e-books and digital publications.',
    options: [
      {
        name: 'titles',
        title: 'Number of titles',
        choices: [
          { title: '1 title', value: '1', factor: 10000, isDefault: true },
          { title: 'Up to 5 titles', value: '5', factor: 20000 },
          { title: 'Up to 20 titles', value: '20', factor: 40000 },
        ],
      },
    ],
  },
  {
    slug: 'corporate',
    title: 'Corporate',
    kind: 'Corporate',
    description: 'All uses across a company: desktop, web, apps and documents.',
    options: [
      {
        name: 'employees',
        title: 'Company size',
        choices: [
          { title: 'Up to 50 employees', value: '50', factor: 50000, isDefault: true },
          { title: 'Up to 250 employees', value: '250', factor: 100000 },
          { title: 'Up to 1,000 employees', value: '1000', factor: 200000 },
          { title: 'Unlimited', value: 'unlimited', factor: 400000 },
        ],
      },
      thirdParties,
      perpetual,
    ],
  },
  {
    slug: 'third-party',
    title: 'Third party',
    kind: 'Desktop',
    description: 'Let agencies, printers or freelancers working for you use the fonts.',
    // Entries third-party-1, -2 … carry their number N here; it is a number, not a choice from a list.
    // They cost nothing themselves: desktop or corporate pays through its thirdParties option.
    options: [{ name: 'index', title: 'Third party number', hide: true, choices: [] }],
  },
];

export async function seedLicences(db: Db): Promise<void> {
  for (const [index, licence] of demoLicences.entries()) {
    const [row] = await db
      .insert(licenses)
      .values({
        slug: licence.slug,
        title: licence.title,
        kind: licence.kind,
        description: licence.description,
        sort: index,
      })
      .returning({ id: licenses.id });
    if (!row) throw new Error(`licence ${licence.slug} was not inserted`);
    for (const [optionIndex, option] of licence.options.entries()) {
      const [optionRow] = await db
        .insert(licenseOptions)
        .values({
          licenseId: row.id,
          name: option.name,
          title: option.title,
          hide: option.hide ?? false,
          sort: optionIndex,
        })
        .returning({ id: licenseOptions.id });
      if (!optionRow) throw new Error(`licence option ${option.name} was not inserted`);
      if (option.choices.length === 0) continue;
      await db.insert(licenseOptionChoices).values(
        option.choices.map((choice, choiceIndex) => ({
          optionId: optionRow.id,
          title: choice.title,
          value: choice.value,
          priceFactorBp: choice.factor,
          amount: choice.amount ?? null,
          isDefault: choice.isDefault ?? false,
          sort: choiceIndex,
        })),
      );
    }
  }
}
