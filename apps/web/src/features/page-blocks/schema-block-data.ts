import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { SchemaBlockFragment } from './queries/schema-block-fragment.ts';

/** One block as the schema-block fragment reads it. */
export type SchemaBlockData = ResultOf<typeof SchemaBlockFragment>;

/** The block of one GraphQL type. */
export type BlockOf<Name extends SchemaBlockData['__typename']> = Extract<
  SchemaBlockData,
  { __typename: Name }
>;

export type BlockImage = { url: string; width: number; height: number; alt: string };
