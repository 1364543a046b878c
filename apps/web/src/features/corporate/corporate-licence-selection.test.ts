import { describe, expect, it } from 'vitest';
import {
  type CorporateLicence,
  corporateLicenceEntries,
  normaliseAccessCode,
  thirdPartyCount,
} from './corporate-licence-selection.ts';

const corporate: CorporateLicence = {
  slug: 'corporate',
  title: 'Corporate',
  options: [
    {
      name: 'employees',
      title: 'Employees',
      hide: false,
      choices: [
        { id: 'e1', value: '50', title: 'Up to 50', isDefault: false },
        { id: 'e2', value: '250', title: 'Up to 250', isDefault: true },
      ],
    },
    {
      name: 'thirdParties',
      title: 'Third parties',
      hide: false,
      choices: [
        { id: 't0', value: '0', title: 'None', isDefault: true, amount: 0 },
        { id: 't2', value: '2', title: 'Two', isDefault: false, amount: 2 },
      ],
    },
  ],
};
const thirdParty: CorporateLicence = {
  slug: 'third-party',
  title: 'Third party',
  options: [{ name: 'index', title: 'Number', hide: true, choices: [] }],
};

describe('corporateLicenceEntries', () => {
  it('takes the default choices unless one was picked', () => {
    expect(corporateLicenceEntries([corporate, thirdParty], {}, [])).toEqual([
      {
        id: 'corporate',
        options: [
          { name: 'employees', value: '250' },
          { name: 'thirdParties', value: '0' },
        ],
      },
    ]);
  });

  it('adds one numbered entry per third party paid for, with its name, e-mail and index', () => {
    const chosen = { corporate: { employees: '50', thirdParties: '2' } };
    expect(thirdPartyCount([corporate, thirdParty], chosen)).toBe(2);
    const entries = corporateLicenceEntries([corporate, thirdParty], chosen, [
      { name: ' Agency ', email: 'a@example.com' },
    ]);
    expect(entries.slice(1)).toEqual([
      {
        id: 'third-party-1',
        licenseIndex: 1,
        licenseName: 'Agency',
        licenseEmail: 'a@example.com',
        options: [{ name: 'index', value: '1' }],
      },
      {
        id: 'third-party-2',
        licenseIndex: 2,
        licenseName: '',
        licenseEmail: '',
        options: [{ name: 'index', value: '2' }],
      },
    ]);
  });

  it('adds no third parties when no third-party licence is offered', () => {
    expect(corporateLicenceEntries([corporate], { corporate: { thirdParties: '2' } }, [])).toHaveLength(1);
  });
});

describe('normaliseAccessCode', () => {
  it('upper-cases and removes spaces', () => {
    expect(normaliseAccessCode('acme- 2026 ')).toBe('ACME-2026');
  });
});
