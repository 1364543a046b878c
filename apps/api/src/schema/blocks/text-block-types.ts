import { builder } from '../builder.ts';
import { BlockDefinitionRef, BlockTableRowRef } from './block-parts.ts';
import { schemaBlockType } from './schema-block-type.ts';

export const SubheadlineBlockRef = schemaBlockType(
  'SubheadlineBlock',
  'subheadline',
  'A line under a headline, smaller than it (not a heading of its own).',
);
builder.objectFields(SubheadlineBlockRef, (t) => ({ text: t.exposeString('text') }));

export const LeadBlockRef = schemaBlockType('LeadBlock', 'lead', 'The opening paragraph, set larger.');
builder.objectFields(LeadBlockRef, (t) => ({ text: t.exposeString('text') }));

export const BlockquoteBlockRef = schemaBlockType(
  'BlockquoteBlock',
  'blockquote',
  'A longer quotation from elsewhere, with its source.',
);
builder.objectFields(BlockquoteBlockRef, (t) => ({
  text: t.exposeString('text'),
  citation: t.exposeString('citation', { nullable: true, description: 'Where the quotation is from.' }),
  citationUrl: t.exposeString('citationUrl', { nullable: true }),
}));

export const CodeBlockRef = schemaBlockType('CodeBlock', 'code', 'Code or other preformatted text.');
builder.objectFields(CodeBlockRef, (t) => ({
  code: t.exposeString('code'),
  language: t.exposeString('language', { nullable: true, description: 'e.g. css, js (a label only).' }),
}));

export const DefinitionListBlockRef = schemaBlockType(
  'DefinitionListBlock',
  'definitionList',
  'Terms and their definitions.',
);
builder.objectFields(DefinitionListBlockRef, (t) => ({
  definitions: t.field({ type: [BlockDefinitionRef], resolve: (block) => block.definitions }),
}));

export const FootnotesBlockRef = schemaBlockType('FootnotesBlock', 'footnotes', 'Numbered notes.');
builder.objectFields(FootnotesBlockRef, (t) => ({ notes: t.exposeStringList('notes') }));

export const TableBlockRef = schemaBlockType('TableBlock', 'table', 'A table of text with a header row.');
builder.objectFields(TableBlockRef, (t) => ({
  // Nullable like every block's caption, so one query can ask all kinds for it.
  caption: t.exposeString('caption', { nullable: true }),
  header: t.exposeStringList('header'),
  rows: t.field({ type: [BlockTableRowRef], resolve: (block) => block.rows }),
}));

export const DividerBlockRef = schemaBlockType('DividerBlock', 'divider', 'A thematic break.');

export const SpacerBlockRef = schemaBlockType('SpacerBlock', 'spacer', 'Empty space between blocks.');
builder.objectFields(SpacerBlockRef, (t) => ({
  size: t.exposeString('size', { description: 'small, medium or large.' }),
}));

export const TEXT_BLOCK_REFS = [
  SubheadlineBlockRef,
  LeadBlockRef,
  BlockquoteBlockRef,
  CodeBlockRef,
  DefinitionListBlockRef,
  FootnotesBlockRef,
  TableBlockRef,
  DividerBlockRef,
  SpacerBlockRef,
] as const;
