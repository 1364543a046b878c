import { money } from '@foundry/domain';
import { describe, expect, it } from 'vitest';
import { type ConfiguratorLicence, toLicenseCatalogue } from './configurator-data.ts';
import { licenceInWords } from './licence-in-words.ts';
import { licencePriceLines, priceOfSelection, tierPrice } from './licence-price-lines.ts';

const choice = (
  title: string,
  value: string,
  priceFactor: number,
  extra: Partial<{ amount: number; isDefault: boolean }> = {},
) => ({
  id: `${value}-${priceFactor}`,
  title,
  value,
  priceFactor,
  amount: extra.amount ?? null,
  isDefault: extra.isDefault ?? false,
});

const licences = [
  {
    slug: 'desktop',
    title: 'Desktop',
    description: null,
    options: [
      {
        name: 'computers',
        title: 'Number of computers',
        hide: false,
        choices: [choice('1 computer', '1', 1, { isDefault: true }), choice('Up to 10 computers', '10', 3)],
      },
      {
        name: 'thirdParties',
        title: 'Third parties',
        hide: false,
        choices: [
          choice('No third parties', '0', 1, { amount: 0, isDefault: true }),
          choice('1 third party', '1', 1.25, { amount: 1 }),
        ],
      },
      {
        name: 'term',
        title: 'Licence term',
        hide: true,
        choices: [choice('Perpetual', 'perpetual', 1, { isDefault: true })],
      },
    ],
  },
  {
    slug: 'web',
    title: 'Web',
    description: null,
    options: [
      {
        name: 'pageviews',
        title: 'Monthly page views',
        hide: false,
        choices: [
          choice('Up to 10,000 page views a month', '10000', 1, { isDefault: true }),
          choice('Up to 100,000 page views a month', '100000', 1.5),
        ],
      },
    ],
  },
] as unknown as ConfiguratorLicence[];
const catalogue = toLicenseCatalogue(licences);
const desktop10 = {
  id: 'desktop',
  options: [
    { name: 'computers', value: '10' },
    { name: 'thirdParties', value: '0' },
    { name: 'term', value: 'perpetual' },
  ],
};
const web = { id: 'web', options: [{ name: 'pageviews', value: '10000' }] };
const family = { basePrices: [money(10_000, 'EUR')], encodingCount: 1 };

describe('licence in words', () => {
  it('says the chosen tiers by their titles, without hidden options or a choice of none', () => {
    expect(licenceInWords(desktop10, catalogue)).toBe('Desktop: up to 10 computers');
    expect(licenceInWords(web, catalogue)).toBe('Web: up to 10,000 page views a month');
    const withThirdParty = {
      ...desktop10,
      options: desktop10.options.map((option) =>
        option.name === 'thirdParties' ? { ...option, value: '1' } : option,
      ),
    };
    expect(licenceInWords(withThirdParty, catalogue)).toBe('Desktop: up to 10 computers, 1 third party');
  });
});

describe('configurator price lines', () => {
  it('gives no price before a licence is chosen', () => {
    expect(priceOfSelection(family, [], catalogue)).toBeNull();
    expect(licencePriceLines(family, [], catalogue)).toEqual([]);
  });

  it('prices each chosen licence on its own line, adding up to the selection', () => {
    const lines = licencePriceLines(family, [desktop10, web], catalogue);
    expect(lines).toEqual([
      { entryId: 'desktop', words: 'Desktop: up to 10 computers', price: money(30_000, 'EUR') },
      { entryId: 'web', words: 'Web: up to 10,000 page views a month', price: money(10_000, 'EUR') },
    ]);
    expect(priceOfSelection(family, [desktop10, web], catalogue)).toEqual(money(40_000, 'EUR'));
  });

  it('prices a tier with the other options as chosen, for every chosen style and encoding', () => {
    const twoStylesTwoScripts = { basePrices: [money(4_900, 'EUR'), money(5_100, 'EUR')], encodingCount: 2 };
    expect(tierPrice(twoStylesTwoScripts, web, 'pageviews', '100000', catalogue)).toEqual(
      money((4_900 + 5_100) * 2 * 1.5, 'EUR'),
    );
  });
});
