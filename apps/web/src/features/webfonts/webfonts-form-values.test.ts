import { webfontsProjectSchema } from '@foundry/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyWebfontsForm,
  mutationArgumentsOf,
  newFontChoice,
  webfontsFieldOf,
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
    expect(webfontsProjectSchema('regular').safeParse(values).success).toBe(true);
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
    expect(webfontsProjectSchema('self_hosting').safeParse(values).success).toBe(true);
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

  it('places server messages on their fields, a font’s on the fonts', () => {
    expect(webfontsFieldOf('domains.1')).toBe('domains');
    expect(webfontsFieldOf('fonts.0.characterSets')).toBe('fonts');
    expect(webfontsFieldOf('title')).toBe('title');
    expect(webfontsFieldOf('status')).toBeNull();
  });
});
