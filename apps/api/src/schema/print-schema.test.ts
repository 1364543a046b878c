import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFile } from './print-schema.ts';

describe('printed schema', () => {
  it('matches the committed apps/api/schema.graphql (run `npm run print-schema -w apps/api`)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
  });

  it('names the root fields of the contract', () => {
    const printed = printedSchema();
    for (const field of [
      'readFamilies',
      'readEncodings',
      'readCountries',
      'readLicenses',
      'readPhysicalProducts',
      'readHomepageHero',
    ]) {
      expect(printed).toMatch(new RegExp(`^  ${field}[(:]`, 'm'));
    }
  });
});
