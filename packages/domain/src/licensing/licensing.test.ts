import { describe, expect, it } from 'vitest';
import { testCatalogue as catalogue } from './catalogue.fixture.ts';
import { createLicenseEntry } from './create-license-entry.ts';
import { isLicenseEntryComplete } from './is-license-entry-complete.ts';
import { isLicenseSelectionComplete } from './is-license-selection-complete.ts';
import { isThirdPartyValid } from './is-third-party-valid.ts';
import { findLicense, LicenseSelectionError } from './license-catalogue.ts';
import type { LicenseSelection, LicenseSelectionEntry } from './license-selection.ts';
import { licenseEntryTitle, numberThirdParties } from './number-third-parties.ts';
import { raiseLicenseSelection } from './raise-license-selection.ts';
import { removeLicense } from './remove-license.ts';
import { setLicenseChoice } from './set-license-choice.ts';

const desktop = (computers: string, thirdParties = '0'): LicenseSelectionEntry => ({
  id: 'desktop',
  options: [
    { name: 'computers', value: computers },
    { name: 'thirdParties', value: thirdParties },
    { name: 'term', value: 'perpetual' },
  ],
});
const ids = (selection: LicenseSelection) => selection.map((entry) => entry.id);
const thirdPartyValues = (selection: LicenseSelection) =>
  selection
    .filter((entry) => entry.id.startsWith('third-party'))
    .map((entry) => entry.options.map((o) => o.value));

describe('isLicenseEntryComplete', () => {
  it('needs a non-empty value for every option', () => {
    expect(isLicenseEntryComplete(desktop('5'))).toBe(true);
    expect(isLicenseEntryComplete(desktop(''))).toBe(false);
    expect(isLicenseEntryComplete(desktop(' '))).toBe(false);
    expect(isLicenseEntryComplete({ id: 'desktop', options: [] })).toBe(false);
  });

  it('with the catalogue, needs every option the licence offers', () => {
    const partial = { id: 'desktop', options: [{ name: 'computers', value: '5' }] };
    expect(isLicenseEntryComplete(partial)).toBe(true);
    expect(isLicenseEntryComplete(partial, catalogue)).toBe(false);
    expect(isLicenseEntryComplete(desktop('5'), catalogue)).toBe(true);
    expect(isLicenseEntryComplete({ id: 'nope', options: [{ name: 'x', value: '1' }] }, catalogue)).toBe(
      false,
    );
  });
});

describe('isThirdPartyValid', () => {
  it('is valid only beside a fully chosen desktop or corporate licence', () => {
    const web = createLicenseEntry(findLicense(catalogue, 'web') ?? catalogue[0]!);
    expect(isThirdPartyValid([web])).toBe(false);
    expect(isThirdPartyValid([web, desktop('')])).toBe(false);
    expect(isThirdPartyValid([web, desktop('1')])).toBe(true);
    const corporate = createLicenseEntry(findLicense(catalogue, 'corporate')!);
    expect(isThirdPartyValid([corporate], catalogue)).toBe(true);
  });
});

describe('setLicenseChoice', () => {
  it('adds a licence with its defaults and sets the chosen option', () => {
    const selection = setLicenseChoice([], 'web', 'pageviews', '100000', catalogue);
    expect(selection).toEqual([
      {
        id: 'web',
        options: [
          { name: 'pageviews', value: '100000' },
          { name: 'term', value: 'perpetual' },
        ],
      },
    ]);
  });

  it('removes a choice with an empty value, making the entry incomplete', () => {
    const selection = setLicenseChoice([desktop('5')], 'desktop', 'computers', '', catalogue);
    expect(isLicenseEntryComplete(selection[0]!)).toBe(false);
  });

  it('refuses values and options the licence does not offer', () => {
    expect(() => setLicenseChoice([], 'desktop', 'computers', '7', catalogue)).toThrow(LicenseSelectionError);
    expect(() => setLicenseChoice([], 'desktop', 'colour', '1', catalogue)).toThrow(LicenseSelectionError);
    expect(() => setLicenseChoice([], 'poster', 'size', '1', catalogue)).toThrow(LicenseSelectionError);
  });

  it('adds numbered third parties for the chosen amount, and drops the surplus when lowered', () => {
    let selection = setLicenseChoice([desktop('5')], 'desktop', 'thirdParties', '2', catalogue);
    expect(ids(selection)).toEqual(['desktop', 'third-party-1', 'third-party-2']);
    expect(selection[2]).toMatchObject({ licenseIndex: 2, options: [{ name: 'index', value: '2' }] });
    expect(licenseEntryTitle(selection[2]!, catalogue)).toBe('Third Party 2');
    selection = selection.map((entry) =>
      entry.id === 'third-party-1' ? { ...entry, licenseName: 'Studio A' } : entry,
    );
    selection = setLicenseChoice(selection, 'desktop', 'thirdParties', '1', catalogue);
    expect(ids(selection)).toEqual(['desktop', 'third-party-1']);
    expect(selection[1]?.licenseName).toBe('Studio A');
  });

  it('counts the third parties of desktop and corporate together', () => {
    let selection = setLicenseChoice([], 'desktop', 'thirdParties', '1', catalogue);
    selection = setLicenseChoice(selection, 'corporate', 'thirdParties', '2', catalogue);
    expect(ids(selection).filter((id) => id.startsWith('third-party'))).toEqual([
      'third-party-1',
      'third-party-2',
      'third-party-3',
    ]);
    expect(isLicenseSelectionComplete(selection, catalogue)).toBe(true);
  });
});

describe('removeLicense', () => {
  const withThirdParties = () => setLicenseChoice([desktop('5')], 'desktop', 'thirdParties', '2', catalogue);

  it('blanks the third parties when the last valid desktop or corporate licence goes', () => {
    const selection = removeLicense(withThirdParties(), 'desktop');
    expect(ids(selection)).toEqual(['third-party-1', 'third-party-2']);
    expect(thirdPartyValues(selection)).toEqual([[''], ['']]);
    expect(isLicenseSelectionComplete(selection, catalogue)).toBe(false);
  });

  it('keeps the third parties while a fully chosen corporate licence remains', () => {
    const corporate = createLicenseEntry(findLicense(catalogue, 'corporate')!);
    const selection = removeLicense([...withThirdParties(), corporate], 'desktop');
    expect(thirdPartyValues(selection)).toEqual([['1'], ['2']]);
  });

  it('renumbers the third parties after one is removed', () => {
    const selection = removeLicense(withThirdParties(), 'third-party-1');
    expect(ids(selection)).toEqual(['desktop', 'third-party-1']);
    expect(selection[1]).toMatchObject({ licenseIndex: 1, options: [{ name: 'index', value: '1' }] });
  });

  it('gives blanked third parties their numbers back when desktop is chosen again', () => {
    const blanked = removeLicense(withThirdParties(), 'desktop');
    const restored = setLicenseChoice(blanked, 'desktop', 'thirdParties', '2', catalogue);
    expect(thirdPartyValues(restored)).toEqual([['1'], ['2']]);
    expect(isLicenseSelectionComplete(restored, catalogue)).toBe(true);
  });

  it('leaves the selection alone when the entry is not there', () => {
    const selection = withThirdParties();
    expect(removeLicense(selection, 'web')).toBe(selection);
  });
});

describe('raiseLicenseSelection', () => {
  it('never downgrades a higher choice and raises a lower one', () => {
    expect(raiseLicenseSelection([desktop('10')], [desktop('5')], catalogue)).toEqual([desktop('10')]);
    expect(raiseLicenseSelection([desktop('1')], [desktop('5')], catalogue)).toEqual([desktop('5')]);
  });

  it('fills an empty choice and adds missing licences', () => {
    const web = createLicenseEntry(findLicense(catalogue, 'web')!);
    const raised = raiseLicenseSelection([desktop('')], [desktop('1'), web], catalogue);
    expect(raised).toEqual([desktop('1'), web]);
  });

  it('adds third parties up to the required amount and never removes any', () => {
    const required = setLicenseChoice([desktop('1')], 'desktop', 'thirdParties', '2', catalogue);
    const raised = raiseLicenseSelection([desktop('5')], required, catalogue);
    expect(ids(raised)).toEqual(['desktop', 'third-party-1', 'third-party-2']);
    expect(raised[0]).toEqual(desktop('5', '2'));
    const more = setLicenseChoice([desktop('1')], 'desktop', 'thirdParties', '5', catalogue);
    expect(ids(raiseLicenseSelection(more, required, catalogue))).toHaveLength(6);
  });
});

describe('numberThirdParties', () => {
  it('numbers third parties in order and leaves other entries as they are', () => {
    const selection = numberThirdParties([
      { id: 'third-party-7', options: [{ name: 'index', value: '7' }], licenseName: 'B' },
      desktop('1'),
      { id: 'third-party-3', options: [{ name: 'index', value: '3' }], licenseName: 'C' },
    ]);
    expect(selection.map((entry) => [entry.id, entry.licenseIndex, entry.licenseName])).toEqual([
      ['third-party-1', 1, 'B'],
      ['desktop', undefined, undefined],
      ['third-party-2', 2, 'C'],
    ]);
    expect(selection[2]?.options).toEqual([{ name: 'index', value: '2' }]);
  });
});
