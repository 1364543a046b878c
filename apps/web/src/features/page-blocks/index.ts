// The public surface of the page-blocks feature: the block kinds stories, static pages and
// newsletter issues share beyond the first six (docs/page-blocks.md).

export { SchemaBlockFragment } from './queries/schema-block-fragment.ts';
export type { SchemaBlockData } from './schema-block-data.ts';
export { SchemaBlockView } from './schema-block-view.tsx';
