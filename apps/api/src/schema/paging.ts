import type { Page, PageInfo } from '@foundry/domain/paging/page';
import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from './builder.ts';

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    nextPage: t.exposeInt('nextPage', { description: 'The page after this one.' }),
  }),
});

/** `{ nodes, pageInfo }` for a node type: `pageOf('FamilyPage', FamilyRef)`. */
export function pageOf<Node>(name: string, nodeRef: ObjectRef<Types, Node>) {
  return builder.objectRef<Page<Node>>(name).implement({
    fields: (t) => ({
      nodes: t.field({ type: [nodeRef], resolve: (page) => page.nodes }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
    }),
  });
}
