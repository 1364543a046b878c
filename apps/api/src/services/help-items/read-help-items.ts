import { helpSearchWords } from '@foundry/domain/static-pages/help-search';
import {
  buildHelpTree,
  filterHelpTree,
  findHelpItem,
  type HelpTreeNode,
} from '@foundry/domain/static-pages/help-tree';
import type { HelpItemRepository, HelpItemRow } from '../../repositories/help-item-repository.ts';

export type HelpItemNode = HelpTreeNode<HelpItemRow>;

export interface ReadHelpItemsArgs {
  search?: string | null | undefined;
  url?: string | null | undefined;
}

/**
 * The help as a tree of sections and their articles. With search: only what matches every word
 * (title or body, any case) under its section. With url: that one item (with its children), or none.
 */
export async function readHelpItems(
  items: HelpItemRepository,
  args: ReadHelpItemsArgs,
): Promise<HelpItemNode[]> {
  const tree = buildHelpTree(await items.findAll());
  const found = filterHelpTree(tree, helpSearchWords(args.search));
  if (args.url === null || args.url === undefined) return found;
  const item = findHelpItem(found, args.url);
  return item ? [item] : [];
}
