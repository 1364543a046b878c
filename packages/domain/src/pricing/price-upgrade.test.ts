import { describe, expect, it } from 'vitest';
import { testCatalogue } from '../licensing/catalogue.fixture.ts';
import { ownedLicenseMinimum } from '../upgrades/owned-license-minimum.ts';
import { creditedPurchases, upgradeEncodingIds } from '../upgrades/upgrade-coverage.ts';
import { creditedUpgradePrice, priceUpgrade, upgradeCredit } from './price-upgrade.ts';

const desktop = (computers: string, thirdParties = '0') => ({
  id: 'desktop',
  options: [
    { name: 'computers', value: computers },
    { name: 'thirdParties', value: thirdParties },
    { name: 'term', value: 'perpetual' },
  ],
});
const web = (pageviews: string) => ({
  id: 'web',
  options: [
    { name: 'pageviews', value: pageviews },
    { name: 'term', value: 'perpetual' },
  ],
});

describe('priceUpgrade', () => {
  it('takes what was paid off the target price: a €90 family for 5 computers (×2) after a €49 style', () => {
    const minimum = ownedLicenseMinimum([{ licenses: [desktop('1')] }], testCatalogue);
    const upgrade = priceUpgrade({
      basePrice: 9000,
      encodingCount: 1,
      selection: [desktop('5')],
      minimum,
      paid: 4900,
      catalogue: testCatalogue,
    });
    expect(upgrade.originalPrice).toBe(18_000);
    expect(upgrade.credit).toBe(4900);
    expect(upgrade.price).toBe(13_100);
  });

  it('never goes below 0: the credit is at most the price', () => {
    const upgrade = priceUpgrade({
      basePrice: 4900,
      encodingCount: 1,
      selection: [desktop('1')],
      minimum: [],
      paid: 9800,
      catalogue: testCatalogue,
    });
    expect(upgrade).toMatchObject({ originalPrice: 4900, credit: 4900, price: 0 });
    expect(upgradeCredit(100, -5)).toBe(0);
  });

  it('raises a lower choice to the owned one and keeps owned licences the buyer left out', () => {
    const minimum = ownedLicenseMinimum([{ licenses: [desktop('10'), web('100000')] }], testCatalogue);
    const upgrade = priceUpgrade({
      basePrice: 1000,
      encodingCount: 2,
      selection: [desktop('5')],
      minimum,
      paid: 0,
      catalogue: testCatalogue,
    });
    expect(upgrade.licenses.map((entry) => entry.id)).toEqual(['desktop', 'web']);
    expect(upgrade.licenses[0]?.options).toContainEqual({ name: 'computers', value: '10' });
    // (desktop 10 ×3 + web 100k ×1.5) × 2 encodings × €10.00
    expect(upgrade.originalPrice).toBe(9000);
  });

  it('a higher choice than owned stays as the buyer chose it', () => {
    const minimum = ownedLicenseMinimum([{ licenses: [desktop('5')] }], testCatalogue);
    const upgrade = priceUpgrade({
      basePrice: 1000,
      encodingCount: 1,
      selection: [desktop('10')],
      minimum,
      paid: 2000,
      catalogue: testCatalogue,
    });
    expect(upgrade).toMatchObject({ originalPrice: 3000, credit: 2000, price: 1000 });
  });
});

describe('ownedLicenseMinimum', () => {
  it('merges purchases at the highest choice of each option, with their third parties', () => {
    const minimum = ownedLicenseMinimum(
      [
        { licenses: [desktop('5', '1'), { id: 'third-party-1', options: [{ name: 'index', value: '1' }] }] },
        { licenses: [desktop('1', '0'), web('10000')] },
      ],
      testCatalogue,
    );
    expect(minimum.map((entry) => entry.id).sort()).toEqual(['desktop', 'third-party-1', 'web']);
    expect(minimum[0]?.options).toEqual(
      expect.arrayContaining([
        { name: 'computers', value: '5' },
        { name: 'thirdParties', value: '1' },
      ]),
    );
  });

  it('leaves out licences and choices the catalogue no longer sells', () => {
    const minimum = ownedLicenseMinimum(
      [
        { licenses: [{ id: 'retired', options: [] }] },
        { licenses: [{ id: 'web', options: [{ name: 'pageviews', value: '999' }] }] },
      ],
      testCatalogue,
    );
    expect(minimum).toEqual([{ id: 'web', options: [] }]);
  });
});

describe('creditedPurchases and upgradeEncodingIds', () => {
  const single = (styleId: number, paid: number) => ({
    styleIds: new Set([styleId]),
    encodingIds: null,
    licenses: [],
    paid,
  });
  const family = { styleIds: null, encodingIds: new Set([1]), licenses: [], paid: 9000 };
  const purchases = [single(11, 4900), single(12, 4900), family];

  it('credits what the target covers', () => {
    expect(creditedPurchases('SingleStyle', purchases, 12).map((p) => p.paid)).toEqual([4900]);
    expect(creditedPurchases('SingleStyle', purchases, null)).toEqual([]);
    expect(creditedPurchases('AllStyles', purchases, null)).toHaveLength(2);
    expect(creditedPurchases('Complete', purchases, null)).toHaveLength(3);
    expect(creditedPurchases('Consolidate', purchases, null)).toHaveLength(3);
  });

  it('prices Complete for every sold encoding, others for the chosen ones plus those owned', () => {
    const base = { chosen: [3, 9], owned: [1], sold: [1, 2, 3], own: 2 };
    expect(upgradeEncodingIds('Complete', base)).toEqual([1, 2, 3]);
    expect(upgradeEncodingIds('SingleStyle', base)).toEqual([2]);
    expect(upgradeEncodingIds('AllStyles', base)).toEqual([1, 3]);
    expect(upgradeEncodingIds('Consolidate', { ...base, chosen: [] })).toEqual([1]);
  });
});

describe('creditedUpgradePrice', () => {
  it('takes what was paid off the original price, never below 0', () => {
    expect(creditedUpgradePrice(10_000, 4_000)).toEqual({
      originalPrice: 10_000,
      credit: 4_000,
      price: 6_000,
    });
    expect(creditedUpgradePrice(10_000, 15_000)).toEqual({ originalPrice: 10_000, credit: 10_000, price: 0 });
  });
});
