import { builder } from '../builder.ts';
import { BlockLinkRef, BlockStatisticRef, BlockTitledTextRef } from './block-parts.ts';
import { schemaBlockType } from './schema-block-type.ts';

export const TabsBlockRef = schemaBlockType('TabsBlock', 'tabs', 'Texts behind tabs, one shown at a time.');
builder.objectFields(TabsBlockRef, (t) => ({
  title: t.exposeString('title', { description: 'Names the tab list for screen readers.' }),
  tabs: t.field({ type: [BlockTitledTextRef], resolve: (block) => block.tabs }),
}));

export const AccordionBlockRef = schemaBlockType(
  'AccordionBlock',
  'accordion',
  'Titled texts, each opened and closed by its title.',
);
builder.objectFields(AccordionBlockRef, (t) => ({
  sections: t.field({ type: [BlockTitledTextRef], resolve: (block) => block.sections }),
}));

export const ColumnsBlockRef = schemaBlockType(
  'ColumnsBlock',
  'columns',
  'Two or three texts side by side (stacked on a phone).',
);
builder.objectFields(ColumnsBlockRef, (t) => ({ columns: t.exposeStringList('columns') }));

export const StatisticsBlockRef = schemaBlockType('StatisticsBlock', 'statistics', 'A row of figures.');
builder.objectFields(StatisticsBlockRef, (t) => ({
  figures: t.field({ type: [BlockStatisticRef], resolve: (block) => block.figures }),
}));

export const CallToActionBlockRef = schemaBlockType(
  'CallToActionBlock',
  'callToAction',
  'A title, a sentence and one link that stands out.',
);
builder.objectFields(CallToActionBlockRef, (t) => ({
  title: t.exposeString('title'),
  description: t.exposeString('description', { nullable: true }),
  link: t.field({ type: BlockLinkRef, resolve: (block) => block.link }),
}));

export const ButtonRowBlockRef = schemaBlockType(
  'ButtonRowBlock',
  'buttonRow',
  'One to four links as buttons.',
);
builder.objectFields(ButtonRowBlockRef, (t) => ({
  links: t.field({ type: [BlockLinkRef], resolve: (block) => block.links }),
}));

export const LAYOUT_BLOCK_REFS = [
  TabsBlockRef,
  AccordionBlockRef,
  ColumnsBlockRef,
  StatisticsBlockRef,
  CallToActionBlockRef,
  ButtonRowBlockRef,
] as const;
