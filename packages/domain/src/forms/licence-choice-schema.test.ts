import { describe, expect, it } from 'vitest';
import type { LicenseCatalogue } from '../licensing/license-catalogue.ts';
import { FORM_MESSAGE_KEYS } from './form-message-keys.ts';
import { upgradeChoiceSchema } from './licence-choice-schema.ts';
import { messagesOf } from './schema-test-support.ts';

const choice = (value: string, isDefault = false) => ({
  id: value,
  value,
  priceFactorBp: 10_000,
  amount: null,
  isDefault,
});
const CATALOGUE: LicenseCatalogue = [
  {
    slug: 'desktop',
    title: 'Desktop',
    kind: 'Desktop',
    options: [{ name: 'computers', hide: false, choices: [choice('1', true), choice('5')] }],
  },
];
const schema = upgradeChoiceSchema(CATALOGUE);

describe('upgradeChoiceSchema', () => {
  it('wants a licence, with every option chosen', () => {
    expect(messagesOf(schema, { encodingIds: ['latin'], licenses: [] })).toEqual({
      licenses: FORM_MESSAGE_KEYS.chooseLicence,
    });
    expect(
      messagesOf(schema, { encodingIds: ['latin'], licenses: [{ id: 'desktop', options: [] }] }),
    ).toEqual({ licenses: FORM_MESSAGE_KEYS.completeLicence });
    const complete = { id: 'desktop', options: [{ name: 'computers', value: '5' }] };
    expect(schema.parse({ encodingIds: ['latin'], licenses: [complete] })).toEqual({
      encodingIds: ['latin'],
      licenses: [complete],
    });
  });
});
