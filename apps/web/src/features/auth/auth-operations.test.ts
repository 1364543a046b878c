import { parse } from 'graphql';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { graphql, type ResultOf } from '../../lib/graphql/graphql.ts';
import {
  DELETE_TOKEN,
  type DeleteTokenData,
  READ_AUTH_USER,
  type ReadAuthUserData,
} from './auth-operations.ts';

// The same texts as typed documents: gql.tada reads them against the schema.
const TypedReadAuthUser = graphql(READ_AUTH_USER.query);
const TypedDeleteToken = graphql(DELETE_TOKEN.query);

describe('the auth operations sent by plain fetch', () => {
  it('declare the result types the schema gives their texts', () => {
    expectTypeOf<ResultOf<typeof TypedReadAuthUser>>().toEqualTypeOf<ReadAuthUserData>();
    expectTypeOf<ResultOf<typeof TypedDeleteToken>>().toEqualTypeOf<DeleteTokenData>();
  });

  it('name the one operation of their text', () => {
    for (const operation of [READ_AUTH_USER, DELETE_TOKEN]) {
      const [definition, ...others] = parse(operation.query).definitions;
      expect(others).toEqual([]);
      expect(definition?.kind === 'OperationDefinition' && definition.name?.value).toBe(operation.name);
    }
  });
});
