import { ERROR_CODE } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** The bad characters as JSON escapes: sent as raw text, so the lone surrogate arrives as one. */
const BAD = [
  ['a NUL', 'ab\\u0000cd'],
  ['a lone high surrogate', 'ab\\ud800cd'],
  ['a lone low surrogate', 'ab\\udc00cd'],
] as const;

/** Operations with a string argument taken from the variable `$v` (`BAD` goes where `@` is). */
const CASES: { name: string; query: string; variables: string; field: string }[] = [
  {
    name: 'quickSearch.term',
    query: 'query ($v: String!) { quickSearch(term: $v) { __typename } }',
    variables: '{"v":"@"}',
    field: 'term',
  },
  {
    name: 'readFamilies.url',
    query: 'query ($v: String) { readFamilies(url: $v) { nodes { id } } }',
    variables: '{"v":"@"}',
    field: 'url',
  },
  {
    name: 'readStories.languages (a list)',
    query: 'query ($v: [String!]) { readStories(languages: $v) { nodes { id } } }',
    variables: '{"v":["en","@"]}',
    field: 'languages.1',
  },
  {
    name: 'createToken.email',
    query: 'mutation ($v: String!) { createToken(email: $v, password: "secret") { __typename } }',
    variables: '{"v":"@"}',
    field: 'email',
  },
  {
    name: 'resetPassword.email',
    query: 'mutation ($v: String!) { resetPassword(email: $v) }',
    variables: '{"v":"@"}',
    field: 'email',
  },
  {
    name: 'newsletterSubscribe.email',
    query: 'mutation ($v: String!) { newsletterSubscribe(email: $v) { __typename } }',
    variables: '{"v":"@"}',
    field: 'email',
  },
  {
    name: 'validateDiscountCode.discountCode',
    query: 'query ($v: String!) { validateDiscountCode(discountCode: $v) { __typename } }',
    variables: '{"v":"@"}',
    field: 'discountCode',
  },
  {
    name: 'validateVAT.vatID',
    query: 'query ($v: String!) { validateVAT(country: "DE", vatID: $v) { __typename } }',
    variables: '{"v":"@"}',
    field: 'vatID',
  },
  {
    name: 'createUserAddress (an input field)',
    query: 'mutation ($v: AddressInput!) { createUserAddress(address: $v) { id } }',
    variables: '{"v":{"name":"Ada","address":["Main St 1"],"city":"@","country":"CZ"}}',
    field: 'address.city',
  },
  {
    name: 'createUserAddress (a list in an input)',
    query: 'mutation ($v: AddressInput!) { createUserAddress(address: $v) { id } }',
    variables: '{"v":{"name":"Ada","address":["@"],"city":"Brno","country":"CZ"}}',
    field: 'address.address.0',
  },
  {
    name: 'createWebfontsProject.title',
    query: 'mutation ($v: String!) { createWebfontsProject(title: $v, type: regular, fonts: []) { id } }',
    variables: '{"v":"@"}',
    field: 'title',
  },
  {
    name: 'createWebfontsProject.domains',
    query:
      'mutation ($v: [String!]) { createWebfontsProject(title: "Site", type: regular, fonts: [], domains: $v) { id } }',
    variables: '{"v":["@"]}',
    field: 'domains.0',
  },
  {
    name: 'createFamilyFeedback.message',
    query: 'mutation ($v: String!) { createFamilyFeedback(familyID: "1", message: $v) }',
    variables: '{"v":"@"}',
    field: 'message',
  },
  {
    name: 'createFamilyShare.data (JSON)',
    query: 'mutation ($v: JSON!) { createFamilyShare(data: $v) { __typename } }',
    variables: '{"v":{"text":"@"}}',
    field: 'data.text',
  },
];

describe('strings no argument may hold', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function send(query: string, variables: string) {
    const response = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
    });
    return (await response.json()) as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] };
  }

  const cases = CASES.flatMap((each) =>
    BAD.map(([bad, text]) => [`${each.name} with ${bad}`, each, text] as const),
  );

  it.each(cases)(
    '%s is refused with 103 naming the field, and nothing is logged',
    async (_label, each, text) => {
      const before = app.logs.length;
      const body = await send(each.query, each.variables.replace('@', text));
      expect(body.errors).toEqual([
        expect.objectContaining({
          extensions: { code: ERROR_CODE.USER_INVALID, fields: { [each.field]: expect.any(String) } },
        }),
      ]);
      expect(body.data ?? null).toBeNull();
      expect(app.logs.slice(before).filter((line) => Number(line.level) >= 50)).toEqual([]);
    },
  );

  it('refuses them in inline literals too', async () => {
    const body = await send('{ quickSearch(term: "ab\\u0000cd") { __typename } }', '{}');
    expect(body.errors?.[0]?.extensions).toEqual({
      code: ERROR_CODE.USER_INVALID,
      fields: { term: expect.any(String) },
    });
  });

  it('lets well-formed text through, emoji (surrogate pairs) included', async () => {
    const body = await send(
      'query ($v: String!) { quickSearch(term: $v) { category } }',
      '{"v":"sans \\ud83d\\ude00"}',
    );
    expect(body.errors).toBeUndefined();
  });
});
