import { ERROR_CATALOGUE, ERROR_MESSAGES_EN, messageKeyForCode } from '@foundry/errors';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';

describe('the common namespace', () => {
  const { t, exists } = createI18n();

  it('has a message for every error code of the catalogue', () => {
    for (const { code, key } of ERROR_CATALOGUE) {
      expect(exists(messageKeyForCode(code)), `code ${code}`).toBe(true);
      expect(t(messageKeyForCode(code))).toBe(ERROR_MESSAGES_EN[key]);
    }
  });

  it('shows the unknown-error text for codes outside the catalogue', () => {
    expect(t(messageKeyForCode(999))).toBe(ERROR_MESSAGES_EN.unknown);
  });

  it('pluralises the header counters', () => {
    expect(t('header.cartCount', { count: 1 })).toBe('Cart: 1 item');
    expect(t('header.compareCount', { count: 3 })).toBe('Compare list: 3 fonts');
  });
});
