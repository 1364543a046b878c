import { describe, expect, it } from 'vitest';
import {
  fontsInUseDetailPath,
  fontsInUseFiltersOf,
  fontsInUseHref,
  fontsInUseVariables,
  withFontsInUseFilter,
} from './fonts-in-use-query.ts';

describe('fonts-in-use query string', () => {
  it('reads one value per filter and ignores repeats, unknown keys and overlong values', () => {
    expect(
      fontsInUseFiltersOf({
        family: '3',
        category: ['Books', 'Posters'],
        output: 'x'.repeat(101),
        country: 'DE',
        sort: 'A_Z',
      }),
    ).toEqual({ family: '3', category: 'Books', country: 'DE' });
  });

  it('turns the filters into list variables of the query', () => {
    expect(fontsInUseVariables({ family: '3', language: 'de' })).toEqual({
      families: ['3'],
      categories: undefined,
      outputs: undefined,
      languages: ['de'],
      countries: undefined,
    });
  });

  it('builds links in a fixed key order, with a page only after the first', () => {
    expect(fontsInUseHref({})).toBe('/fonts/in-use');
    expect(fontsInUseHref({ country: 'AT', category: 'Books & Covers' }, 2)).toBe(
      '/fonts/in-use?category=Books+%26+Covers&country=AT&page=2',
    );
    const chosen = withFontsInUseFilter({ output: 'Web' }, 'family', '5');
    expect(fontsInUseHref(chosen)).toBe('/fonts/in-use?family=5&output=Web');
    expect(fontsInUseHref(withFontsInUseFilter(chosen, 'output', undefined))).toBe('/fonts/in-use?family=5');
    expect(fontsInUseDetailPath(12)).toBe('/fonts/in-use/12');
  });
});
