import { describe, expect, it } from 'vitest';
import {
  availableUpgradeOptions,
  singlyOwnedStyleIds,
  wholeFamilyEncodings,
} from './available-upgrade-options.ts';

const family = { styleIds: [11, 12, 13], encodingIds: [1, 2] };
const desktop = [{ id: 'desktop' }];

function style(...ids: number[]) {
  return { styleIds: new Set(ids), encodingIds: null, licenses: desktop };
}
function wholeFamily(...encodings: number[]) {
  return { styleIds: null, encodingIds: new Set(encodings), licenses: desktop };
}

describe('availableUpgradeOptions', () => {
  it('offers nothing when nothing of the family is owned', () => {
    expect(availableUpgradeOptions({ purchases: [] }, family)).toEqual([]);
  });

  it('one single style: a higher licence for it, the whole family, or every encoding', () => {
    expect(availableUpgradeOptions({ purchases: [style(11)] }, family)).toEqual([
      'SingleStyle',
      'AllStyles',
      'Complete',
    ]);
  });

  it('two single-style purchases can also be consolidated', () => {
    expect(availableUpgradeOptions({ purchases: [style(11), style(12)] }, family)).toEqual([
      'SingleStyle',
      'AllStyles',
      'Complete',
      'Consolidate',
    ]);
  });

  it('the whole family in one of two encodings: every encoding, or a higher licence for the family', () => {
    expect(availableUpgradeOptions({ purchases: [wholeFamily(1)] }, family)).toEqual([
      'Complete',
      'Consolidate',
    ]);
  });

  it('the whole family in every encoding: only a higher licence', () => {
    expect(availableUpgradeOptions({ purchases: [wholeFamily(1, 2)] }, family)).toEqual(['Consolidate']);
    expect(availableUpgradeOptions({ purchases: [wholeFamily(1), wholeFamily(2)] }, family)).toEqual([
      'Consolidate',
    ]);
  });

  it('a family sold in one encoding is never offered Complete', () => {
    const latinOnly = { styleIds: [11, 12], encodingIds: [1] };
    expect(availableUpgradeOptions({ purchases: [style(11)] }, latinOnly)).toEqual([
      'SingleStyle',
      'AllStyles',
    ]);
    expect(availableUpgradeOptions({ purchases: [wholeFamily(1)] }, latinOnly)).toEqual(['Consolidate']);
  });

  it('single styles beside the whole family: SingleStyle stays, AllStyles does not', () => {
    expect(availableUpgradeOptions({ purchases: [style(12), wholeFamily(1)] }, family)).toEqual([
      'SingleStyle',
      'Complete',
      'Consolidate',
    ]);
  });

  it('a whole-family purchase tied to no encoding covers them all', () => {
    const anyEncoding = { styleIds: null, encodingIds: null, licenses: desktop };
    expect(availableUpgradeOptions({ purchases: [anyEncoding] }, family)).toEqual(['Consolidate']);
  });
});

describe('wholeFamilyEncodings and singlyOwnedStyleIds', () => {
  it('collects the encodings of whole-family purchases and the styles bought one by one', () => {
    const owned = { purchases: [style(13, 11), wholeFamily(2)] };
    expect([...(wholeFamilyEncodings(owned) ?? [])]).toEqual([2]);
    expect(singlyOwnedStyleIds(owned, family)).toEqual([11, 13]);
  });
});
