import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path.ts';

describe('loggablePath', () => {
  it('hides the hash of order document and download paths', () => {
    expect(loggablePath('/orders/12/a1b2c3/invoice.pdf')).toBe('/orders/12/:hash/invoice.pdf');
    expect(loggablePath('/downloads/7/ffee00/Inter.zip')).toBe('/downloads/7/:hash/Inter.zip');
  });

  it('keeps every other path as it is', () => {
    expect(loggablePath('/graphql')).toBe('/graphql');
    expect(loggablePath('/files/ab/cd.woff2')).toBe('/files/ab/cd.woff2');
    expect(loggablePath('/orders/12')).toBe('/orders/12');
  });
});
