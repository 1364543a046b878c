import { describe, expect, it } from 'vitest';
import { cancelAccountSchema } from './account-schemas.ts';
import { clubRewardClaimSchema, crowdfundingPledgeSchema, NO_PLEDGE_REWARD } from './club-schemas.ts';
import { FORM_MESSAGE_KEYS, messageWithValues } from './form-message-keys.ts';
import { invoiceLimitSchema } from './invoice-limit-schema.ts';
import { ALL_ORDERS, orderSearchSchema } from './order-search-schema.ts';
import { messagesOf } from './schema-test-support.ts';

const problems = messagesOf;

describe('invoiceLimitSchema', () => {
  it('takes whole euros within the range and gives minor units', () => {
    expect(invoiceLimitSchema.parse({ limit: ' 250 ' })).toEqual({ limit: 25_000 });
    expect(problems(invoiceLimitSchema, { limit: '' })).toEqual({ limit: FORM_MESSAGE_KEYS.required });
    expect(problems(invoiceLimitSchema, { limit: '99.5' })).toEqual({ limit: FORM_MESSAGE_KEYS.wholeNumber });
    const range = messageWithValues(FORM_MESSAGE_KEYS.invoiceLimitRange, { min: 50, max: 10_000 });
    expect(problems(invoiceLimitSchema, { limit: '49' })).toEqual({ limit: range });
    expect(problems(invoiceLimitSchema, { limit: '10001' })).toEqual({ limit: range });
  });
});

describe('crowdfundingPledgeSchema', () => {
  const schema = crowdfundingPledgeSchema([{ id: 'r1', points: 500 }]);

  it('takes whole points above 0, and at least what the chosen reward needs', () => {
    expect(schema.parse({ rewardID: NO_PLEDGE_REWARD, points: '1' })).toEqual({ rewardID: null, points: 1 });
    expect(schema.parse({ rewardID: 'r1', points: '500' })).toEqual({ rewardID: 'r1', points: 500 });
    expect(problems(schema, { rewardID: NO_PLEDGE_REWARD, points: '0' })).toEqual({
      points: messageWithValues(FORM_MESSAGE_KEYS.numberAtLeast, { min: 1 }),
    });
    expect(problems(schema, { rewardID: NO_PLEDGE_REWARD, points: '2.5' })).toEqual({
      points: FORM_MESSAGE_KEYS.wholeNumber,
    });
    expect(problems(schema, { rewardID: 'r1', points: '450' })).toEqual({
      points: messageWithValues(FORM_MESSAGE_KEYS.rewardNeedsPoints, { points: 500 }),
    });
  });
});

describe('clubRewardClaimSchema', () => {
  it('needs an address for a shipped reward only', () => {
    expect(problems(clubRewardClaimSchema({ shipped: true }), { addressId: '' })).toEqual({
      addressId: FORM_MESSAGE_KEYS.chooseAddress,
    });
    expect(problems(clubRewardClaimSchema({ shipped: false }), { addressId: '' })).toEqual({});
  });
});

describe('cancelAccountSchema', () => {
  it('needs the password and the word typed exactly', () => {
    const schema = cancelAccountSchema('CANCEL');
    expect(schema.parse({ password: 'secret', confirmation: ' CANCEL ' })).toEqual({
      password: 'secret',
      confirmation: 'CANCEL',
    });
    expect(problems(schema, { password: '', confirmation: 'cancel' })).toEqual({
      password: FORM_MESSAGE_KEYS.required,
      confirmation: messageWithValues(FORM_MESSAGE_KEYS.typeToConfirm, { word: 'CANCEL' }),
    });
  });
});

describe('orderSearchSchema', () => {
  it('gives null for no words and for every type or status', () => {
    expect(orderSearchSchema.parse({ search: '  ', type: ALL_ORDERS, status: ALL_ORDERS })).toEqual({
      search: null,
      type: null,
      status: null,
    });
    expect(orderSearchSchema.parse({ search: ' 5012 ', type: 'FONT', status: 'PAID' })).toEqual({
      search: '5012',
      type: 'FONT',
      status: 'PAID',
    });
    expect(
      problems(orderSearchSchema, { search: 'x'.repeat(101), type: 'BOOK', status: ALL_ORDERS }),
    ).toEqual({
      search: FORM_MESSAGE_KEYS.tooLong,
      type: expect.any(String),
    });
  });
});
