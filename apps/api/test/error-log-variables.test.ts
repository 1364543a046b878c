import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from '../src/lib/graphql.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A mutation that fails unexpectedly, the case the API logs with its operation and variables. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { ok: { type: GraphQLString, resolve: () => 'ok' } },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      logIn: {
        type: GraphQLString,
        args: {
          email: { type: GraphQLString },
          password: { type: GraphQLString },
          remember: { type: GraphQLString },
        },
        resolve: () => {
          throw new Error('database went away');
        },
      },
    },
  }),
});

// Built at run time so no source line could ever match by accident.
const PASSWORD = ['correct', 'horse', 'battery'].join('-');
const EMAIL = ['ann', 'example.test'].join('@');

describe('logged GraphQL errors', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ schema });
  });
  afterAll(async () => {
    await app.close();
  });

  it('carry the operation name and variables, without the password or e-mail', async () => {
    const { body } = await app.graphql(
      'mutation AccountLogin($email: String, $password: String, $remember: String) { logIn(email: $email, password: $password, remember: $remember) }',
      { email: EMAIL, password: PASSWORD, remember: 'yes' },
    );
    expect(body.errors?.[0]?.message).toBe('Unexpected error.');
    const line = app.logs.find((entry) => entry.msg === 'GraphQL operation failed');
    expect(line).toMatchObject({ operationName: 'AccountLogin', variables: { remember: 'yes' } });
    const everything = JSON.stringify(app.logs);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain(EMAIL);
  });
});
