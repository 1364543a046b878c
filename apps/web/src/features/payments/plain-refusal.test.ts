import { describe, expect, it } from 'vitest';
import { COMMON_EN } from '../../lib/i18n/locales/en/common.ts';
import { plainRefusalKey } from './plain-refusal.ts';

function text(key: string): string {
  const [, area, name] = key.split('.');
  return (
    (COMMON_EN.buying as unknown as Record<string, Record<string, string>>)[area ?? '']?.[name ?? ''] ?? ''
  );
}

describe('plainRefusalKey', () => {
  it('says what went wrong and what to do, never the provider code', () => {
    expect(text(plainRefusalKey('CVC Declined'))).toMatch(/security code/i);
    expect(text(plainRefusalKey('Expired Card'))).toMatch(/expired/i);
    expect(text(plainRefusalKey('FRAUD'))).toBe(text(plainRefusalKey(null)));
    expect(text(plainRefusalKey('FRAUD'))).not.toMatch(/FRAUD/);
    expect(text(plainRefusalKey('FRAUD'))).not.toBe('');
  });
});
