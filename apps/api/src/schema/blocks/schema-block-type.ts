import type { SchemaBlock, SchemaBlockKind } from '@foundry/domain/editorial/blocks/block-schemas';
import { builder } from '../builder.ts';

export type BlockOfKind<Kind extends SchemaBlockKind> = Extract<SchemaBlock, { kind: Kind }>;

/**
 * The GraphQL type of one block kind checked by its schema (docs/page-blocks.md); `kind` tells the
 * types apart for clients that do not ask for `__typename`.
 */
export function schemaBlockType<Kind extends SchemaBlockKind>(name: string, kind: Kind, description: string) {
  return builder.objectRef<BlockOfKind<Kind>>(name).implement({
    description,
    isTypeOf: (block) => (block as { kind?: unknown }).kind === kind,
    fields: (t) => ({ kind: t.string({ resolve: () => kind }) }),
  });
}
