import { describe, expect, it } from 'vitest';
import { myFontsFilterFromQuery, myFontsQueryString, myFontsVariables } from './my-fonts-filter.ts';

describe('my fonts filter in the address', () => {
  it('reads show and sort, falling back to all and newest', () => {
    expect(myFontsFilterFromQuery({ show: 'trial', sort: 'TITLE' })).toEqual({
      show: 'trial',
      sortBy: 'TITLE',
    });
    expect(myFontsFilterFromQuery({ show: 'everything', sort: ['TITLE'] })).toEqual({
      show: 'all',
      sortBy: 'NEWEST',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(myFontsQueryString({ show: 'all', sortBy: 'NEWEST' })).toBe('');
    const query = myFontsQueryString({ show: 'purchased', sortBy: 'OLDEST' });
    expect(query).toBe('?show=purchased&sort=OLDEST');
    const parsed = Object.fromEntries(new URLSearchParams(query));
    expect(myFontsFilterFromQuery(parsed)).toEqual({ show: 'purchased', sortBy: 'OLDEST' });
  });

  it('asks the API for one kind or both', () => {
    expect(myFontsVariables({ show: 'all', sortBy: 'TITLE' })).toEqual({
      purchased: null,
      trial: null,
      sortBy: 'TITLE',
    });
    expect(myFontsVariables({ show: 'trial', sortBy: 'NEWEST' })).toMatchObject({
      purchased: null,
      trial: true,
    });
  });
});
