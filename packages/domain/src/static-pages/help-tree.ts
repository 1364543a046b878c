import { helpItemMatches } from './help-search.ts';

export interface HelpItemFields {
  id: number;
  parentId: number | null;
  url: string;
  title: string;
  body: string;
  sort: number;
}

export type HelpTreeNode<Item extends HelpItemFields> = Item & {
  children: HelpTreeNode<Item>[];
  parent: HelpTreeNode<Item> | null;
};

const bySortThenId = (a: HelpItemFields, b: HelpItemFields) => a.sort - b.sort || a.id - b.id;

/**
 * The help items as a tree: the roots (sections) with their children (articles), each level by sort
 * then id. An item whose parent is missing becomes a root rather than disappearing.
 */
export function buildHelpTree<Item extends HelpItemFields>(items: readonly Item[]): HelpTreeNode<Item>[] {
  const nodes = new Map<number, HelpTreeNode<Item>>();
  for (const item of [...items].sort(bySortThenId))
    nodes.set(item.id, { ...item, children: [], parent: null });
  const roots: HelpTreeNode<Item>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && !isAncestor(node, parent)) {
      node.parent = parent;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}

// A parent_id cycle (possible in data edited by hand) must not hide the items or loop forever.
function isAncestor<Item extends HelpItemFields>(node: HelpTreeNode<Item>, of: HelpTreeNode<Item>): boolean {
  for (let current: HelpTreeNode<Item> | null = of; current; current = current.parent) {
    if (current === node) return true;
  }
  return false;
}

/**
 * The part of the tree a search finds. An item stays when it matches every word (title or body) or
 * when one of its descendants does; a matching item keeps all its children (a section found by its
 * title lists its articles), otherwise only the children that stay. No words: the whole tree.
 */
export function filterHelpTree<Item extends HelpItemFields>(
  roots: readonly HelpTreeNode<Item>[],
  words: readonly string[],
): HelpTreeNode<Item>[] {
  if (words.length === 0) return [...roots];
  return roots.flatMap((node) => {
    if (helpItemMatches(node, words)) return [node];
    const children = filterHelpTree(node.children, words);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The item with this url anywhere in the tree, or null. */
export function findHelpItem<Item extends HelpItemFields>(
  roots: readonly HelpTreeNode<Item>[],
  url: string,
): HelpTreeNode<Item> | null {
  for (const node of roots) {
    if (node.url === url) return node;
    const found = findHelpItem(node.children, url);
    if (found) return found;
  }
  return null;
}
