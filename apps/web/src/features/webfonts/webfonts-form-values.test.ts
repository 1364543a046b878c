import { describe, expect, it } from 'vitest';
import {
  emptyWebfontsForm,
  formProblems,
  mutationArgumentsOf,
  newFontChoice,
  serverFieldErrors,
} from './webfonts-form-values.ts';

const inter = newFontChoice({ styleID: '11' }, 'Inter Regular');

describe('the web font project form values', () => {
  it('sends host names, the budget in minor units and no empty rows', () => {
    const values = {
      ...emptyWebfontsForm('regular'),
      title: ' Shop ',
      domains: ['Shop.Example.com.', ' ', 'localhost'],
      budget: '25',
      billingEmails: ['', 'a@example.com'],
      fonts: [inter],
    };
    expect(formProblems(values, 'regular')).toEqual({});
    expect(mutationArgumentsOf(values, 'regular')).toEqual({
      title: 'Shop',
      domains: ['shop.example.com', 'localhost'],
      budget: 2500,
      billingEmails: ['a@example.com'],
      editingEmails: [],
      fonts: [
        { styleID: '11', fontDisplay: 'swap', otfFeatures: [], characterSets: ['latin'], customChars: '' },
      ],
    });
  });

  it('sends neither domains nor a budget for a self-hosting kit, and a variable font by its id', () => {
    const values = {
      ...emptyWebfontsForm('self_hosting'),
      title: 'Kit',
      fonts: [newFontChoice({ variableFontID: '21' }, 'Inter Variable')],
    };
    expect(formProblems(values, 'self_hosting')).toEqual({});
    expect(mutationArgumentsOf(values, 'self_hosting')).toEqual({
      title: 'Kit',
      billingEmails: [],
      editingEmails: [],
      fonts: [
        {
          variableFontID: '21',
          fontDisplay: 'swap',
          otfFeatures: [],
          characterSets: ['latin'],
          customChars: '',
        },
      ],
    });
  });

  it('refuses paths, ports, other schemes and bare wildcards in domains, and an empty hosted project', () => {
    const base = { ...emptyWebfontsForm('regular'), title: 'Shop', fonts: [inter] };
    for (const domain of ['ftp://example.com', 'example.com/shop', 'example.com:8080', 'example', '*.com']) {
      expect(formProblems({ ...base, domains: [domain] }, 'regular').domains?.key).toBe('domainInvalid');
    }
    // An http(s) scheme and a leading wildcard are allowed (docs/webfonts.md).
    for (const domain of ['https://example.com', 'http://example.com/', '*.example.com']) {
      expect(formProblems({ ...base, domains: [domain] }, 'regular').domains).toBeUndefined();
    }
    expect(formProblems({ ...emptyWebfontsForm('regular') }, 'regular')).toEqual({
      title: { key: 'titleRequired' },
      domains: { key: 'domainsRequired' },
      fonts: { key: 'fontsRequired' },
    });
  });

  it('places server messages on their fields, a font’s on the fonts', () => {
    expect(
      serverFieldErrors({
        'domains.1': 'Not a domain.',
        'fonts.0.characterSets': 'Unknown set.',
        title: 'Too long.',
        status: 'Not allowed.',
      }),
    ).toEqual({
      fields: { domains: 'Not a domain.', fonts: 'Unknown set.', title: 'Too long.' },
      other: ['Not allowed.'],
    });
  });
});
