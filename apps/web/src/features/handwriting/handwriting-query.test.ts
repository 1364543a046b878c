import { describe, expect, it } from 'vitest';
import { handwritingHref, parseHandwritingQuery } from './handwriting-query.ts';

describe('handwriting archive query', () => {
  it('reads the six filters and the page, leaving out malformed values', () => {
    expect(
      parseHandwritingQuery({
        gender: 'female',
        age: '34',
        handedness: 'left',
        page: '2',
        location: ['a', 'b'],
      }),
    ).toEqual({ gender: 'female', age: 34, handedness: 'left', page: 2 });
    expect(parseHandwritingQuery({ age: 'old', page: '0', profession: '' })).toEqual({ page: 1 });
  });

  it('links to another page with the same filters', () => {
    const query = parseHandwritingQuery({ motherTongue: 'Czech', age: '20' });
    expect(handwritingHref(query, 2)).toBe('/handwriting?motherTongue=Czech&age=20&page=2');
    expect(handwritingHref({ page: 3 }, 1)).toBe('/handwriting');
  });
});
