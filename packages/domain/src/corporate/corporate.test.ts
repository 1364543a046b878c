import { describe, expect, it } from 'vitest';
import { testCatalogue as catalogue } from '../licensing/catalogue.fixture.ts';
import type { LicenseSelectionEntry } from '../licensing/license-selection.ts';
import { checkCorporateCode, normalizeCorporateCode } from './corporate-code.ts';
import { isCorporateLicenseSelection } from './corporate-license-selection.ts';

const now = new Date('2026-06-01T12:00:00Z');
const code = (extra: Partial<Parameters<typeof checkCorporateCode>[0] & object> = {}) => ({
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2026-12-31T00:00:00Z'),
  maxUses: 3,
  usedCount: 0,
  ...extra,
});

describe('checkCorporateCode', () => {
  it('accepts a code within its dates with uses left, and one without limits', () => {
    expect(checkCorporateCode(code(), now)).toEqual({ ok: true });
    expect(
      checkCorporateCode(code({ validFrom: null, validTo: null, maxUses: null, usedCount: 99 }), now),
    ).toEqual({
      ok: true,
    });
  });

  it('answers 300 for an unknown code or one not valid yet, 301 after its end, 302 when used up', () => {
    expect(checkCorporateCode(null, now)).toEqual({ ok: false, errorCode: 300 });
    expect(checkCorporateCode(code({ validFrom: new Date('2026-07-01T00:00:00Z') }), now)).toEqual({
      ok: false,
      errorCode: 300,
    });
    expect(checkCorporateCode(code({ validTo: new Date('2026-05-31T00:00:00Z') }), now)).toEqual({
      ok: false,
      errorCode: 301,
    });
    expect(checkCorporateCode(code({ usedCount: 3 }), now)).toEqual({ ok: false, errorCode: 302 });
    expect(checkCorporateCode(code({ usedCount: 2 }), now)).toEqual({ ok: true });
  });

  it('normalizes what the buyer typed as codes are stored', () => {
    expect(normalizeCorporateCode('  acme-2026 ')).toBe('ACME-2026');
  });
});

describe('isCorporateLicenseSelection', () => {
  const corporate = (employees: string, thirdParties = '0'): LicenseSelectionEntry => ({
    id: 'corporate',
    options: [
      { name: 'employees', value: employees },
      { name: 'thirdParties', value: thirdParties },
      { name: 'term', value: 'perpetual' },
    ],
  });
  const thirdParty = (index: number): LicenseSelectionEntry => ({
    id: `third-party-${index}`,
    options: [{ name: 'index', value: String(index) }],
    licenseName: 'Agency',
    licenseIndex: index,
  });

  it('needs a complete corporate entry', () => {
    expect(isCorporateLicenseSelection([corporate('250')], catalogue)).toBe(true);
    expect(isCorporateLicenseSelection([], catalogue)).toBe(false);
    expect(isCorporateLicenseSelection([corporate('')], catalogue)).toBe(false);
  });

  it('allows its third parties and no other licence', () => {
    expect(isCorporateLicenseSelection([corporate('250', '1'), thirdParty(1)], catalogue)).toBe(true);
    const desktop: LicenseSelectionEntry = {
      id: 'desktop',
      options: [
        { name: 'computers', value: '1' },
        { name: 'thirdParties', value: '0' },
        { name: 'term', value: 'perpetual' },
      ],
    };
    expect(isCorporateLicenseSelection([desktop], catalogue)).toBe(false);
    expect(isCorporateLicenseSelection([corporate('250'), desktop], catalogue)).toBe(false);
  });
});
