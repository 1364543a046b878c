import { describe, expect, it } from 'vitest';
import { decimalAmount, percentOfBasisPoints, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header row and CRLF-separated rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x', 1],
          ['y', null],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\ny,\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv(['name'], [['Smith, "Jo"'], ['two\nlines']])).toBe(
      'name\r\n"Smith, ""Jo"""\r\n"two\nlines"\r\n',
    );
  });

  it('keeps a spreadsheet from running a field as a formula, but not a negative number', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['-12.05'], ['@me']])).toBe(
      `v\r\n"'=HYPERLINK(""x"")"\r\n-12.05\r\n'@me\r\n`,
    );
  });
});

describe('decimalAmount', () => {
  it('writes minor units with two decimals and a point', () => {
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(123456)).toBe('1234.56');
    expect(decimalAmount(-1205)).toBe('-12.05');
  });
});

describe('percentOfBasisPoints', () => {
  it('writes a rate as a percentage', () => {
    expect(percentOfBasisPoints(2100)).toBe('21');
    expect(percentOfBasisPoints(550)).toBe('5.5');
    expect(percentOfBasisPoints(0)).toBe('0');
  });
});
