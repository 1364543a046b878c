import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  ACCOUNT_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
  // The test payment provider and development captcha keep the seeded shop usable here.
  ALLOW_TEST_INTEGRATIONS: 'true',
};
const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPO = '{ readUsr { id } }';

describe('production shows no schema', () => {
  let production: TestApp;
  let development: TestApp;

  const graphiqlPage = (app: TestApp) =>
    app.fetch('/graphql', { headers: { accept: 'text/html' } }).then(async (response) => ({
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: await response.text(),
    }));

  beforeAll(async () => {
    production = await createTestApp({ env: PRODUCTION });
    development = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it('refuses introspection in production and answers it in development', async () => {
    const refused = await production.graphql(INTROSPECTION);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
    // Validation is kept by document: the same text asked again is refused the same way.
    expect((await production.graphql(INTROSPECTION)).body).toEqual(refused.body);
    expect((await production.graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    const answered = await development.graphql(INTROSPECTION);
    expect(answered.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('does not serve GraphiQL in production', async () => {
    const page = await graphiqlPage(production);
    expect(page.type).not.toContain('text/html');
    expect(page.body).not.toMatch(/graphiql/i);
    const developmentPage = await graphiqlPage(development);
    expect(developmentPage.type).toContain('text/html');
    expect(developmentPage.body).toMatch(/graphiql/i);
  });

  it('strips field suggestions from validation errors in production', async () => {
    const hinted = await development.graphql(TYPO);
    expect(hinted.body.errors?.[0]?.message).toMatch(/Did you mean "readUser/);
    const plain = await production.graphql(TYPO);
    expect(plain.status).toBe(hinted.status);
    expect(plain.body.errors?.[0]?.message).toBe('Cannot query field "readUsr" on type "Query".');
    expect(JSON.stringify(plain.body)).not.toMatch(/Did you mean/);
    expect((await production.graphql(TYPO)).body).toEqual(plain.body);
  });
});
