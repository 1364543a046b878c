import { describe, expect, it } from 'vitest';
import { normaliseDomains, normaliseProjectFont, webfontsProjectProblems } from './webfonts-project-input.ts';

const font = { styleID: '12' };

describe('web font project fields', () => {
  it('accepts a complete hosted project', () => {
    expect(
      webfontsProjectProblems(
        { title: 'Shop', domains: ['example.com'], billingEmails: ['a@example.com'], fonts: [font] },
        { type: 'regular', creating: true },
      ),
    ).toEqual({});
  });

  it('names each field that is wrong', () => {
    const problems = webfontsProjectProblems(
      {
        title: ' ',
        budget: -1,
        domains: ['https://example.com/x'],
        billingEmails: ['nope'],
        fonts: [
          { styleID: '1', variableFontID: '2' },
          { styleID: '3', fontDisplay: 'later', otfFeatures: ['smallcaps'], characterSets: ['klingon'] },
        ],
      },
      { type: 'regular', creating: true },
    );
    expect(Object.keys(problems).sort()).toEqual([
      'billingEmails',
      'budget',
      'domains',
      'fonts.0',
      'fonts.1.characterSets',
      'fonts.1.fontDisplay',
      'fonts.1.otfFeatures',
      'title',
    ]);
  });

  it('needs a domain and a font for a hosted project, not a domain for a self-hosting one', () => {
    expect(
      webfontsProjectProblems({ title: 'A', fonts: [] }, { type: 'regular', creating: true }),
    ).toMatchObject({
      domains: expect.any(String),
      fonts: expect.any(String),
    });
    expect(
      webfontsProjectProblems({ title: 'A', fonts: [font] }, { type: 'self_hosting', creating: true }),
    ).toEqual({});
    // An update checks only what it changes.
    expect(webfontsProjectProblems({ budget: 100 }, { type: 'regular', creating: false })).toEqual({});
  });

  it('stores domains once, fonts with their defaults', () => {
    expect(normaliseDomains(['Example.com', 'example.com.', 'www.example.com'])).toEqual([
      'example.com',
      'www.example.com',
    ]);
    expect(normaliseProjectFont({ variableFontID: '4', customChars: 'aa' })).toEqual({
      styleId: null,
      variableFontId: 4,
      fontDisplay: 'swap',
      otfFeatures: [],
      characterSets: ['latin'],
      customChars: 'a',
    });
  });
});
