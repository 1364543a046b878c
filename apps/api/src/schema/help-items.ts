import { type HelpItemNode, readHelpItems } from '../services/help-items/read-help-items.ts';
import { builder } from './builder.ts';

export const HelpItemRef = builder.objectRef<HelpItemNode>('HelpItem');

HelpItemRef.implement({
  description: 'A help section (with its articles as children) or a help article.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url', { description: 'Unique across the help: /help/{url}.' }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'Markdown (no HTML): headings, lists, emphasis, links.' }),
    children: t.field({
      type: [HelpItemRef],
      description: 'In order; with a search, only those that match (all of them when this item matches).',
      resolve: (item) => item.children,
    }),
    parent: t.field({
      type: HelpItemRef,
      nullable: true,
      description: 'The section of an article; null for a section.',
      resolve: (item) => item.parent,
    }),
  }),
});

builder.queryField('readHelpItems', (t) =>
  t.field({
    type: [HelpItemRef],
    description:
      'The help sections with their articles. search: every word must occur in the title or body (any case). url: that one item.',
    args: { search: t.arg.string(), url: t.arg.string() },
    resolve: (_root, args, context) => readHelpItems(context.repositories.helpItems, args),
  }),
);
