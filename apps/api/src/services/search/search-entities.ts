import type { SearchResultKind } from '@foundry/domain/search/search-category';
import type { AuthorRow } from '../../repositories/author-repository.ts';
import type { PhysicalProductRow } from '../../repositories/physical-product-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SearchHitRow } from '../../repositories/search-repository.ts';
import type { StaticPageRow } from '../../repositories/static-page-repository.ts';
import type { FamilyNode } from '../families/read-families.ts';
import { type HelpItemNode, readHelpItems } from '../help-items/read-help-items.ts';
import { type StoryNode, withAuthorsAndFamilies } from '../stories/read-stories.ts';

/**
 * A search result is the catalogue's own entity (Family, Story…), read like its pages read it; the
 * tag says which, since the union of results has to tell them apart.
 */
export type SearchEntity =
  | (FamilyNode & { searchKind: 'Family' })
  | (PhysicalProductRow & { searchKind: 'PhysicalProduct' })
  | (StoryNode & { searchKind: 'Story' })
  | (AuthorRow & { searchKind: 'Author' })
  | (HelpItemNode & { searchKind: 'HelpItem' })
  | (StaticPageRow & { searchKind: 'GenericStaticPage' });

/** A hit: its rank and snippet from the search, and the entity it found. */
export interface SearchHit {
  row: SearchHitRow;
  node: SearchEntity;
}

export type SearchEntityRepositories = Pick<
  Repositories,
  'families' | 'physicalProducts' | 'stories' | 'authors' | 'helpItems' | 'staticPages'
>;

type Loaded = Map<string, SearchEntity>;
const keyOf = (kind: SearchResultKind, id: number) => `${kind}:${id}`;

/** Every help item in the tree (sections and their articles), flat. */
function flatten(nodes: readonly HelpItemNode[]): HelpItemNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The entities of each kind, in one statement per kind that has hits (the published ones only). */
async function loadEntities(rows: readonly SearchHitRow[], repositories: SearchEntityRepositories) {
  const idsOf = (kind: SearchResultKind) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const loaders: Record<SearchResultKind, (ids: number[]) => Promise<SearchEntity[]>> = {
    Family: async (ids) =>
      (await repositories.families.findMany({ ids, published: true }, 0, ids.length)).map((row) => ({
        ...row,
        shownEncodingId: row.encodingId,
        searchKind: 'Family' as const,
      })),
    PhysicalProduct: async (ids) =>
      (await repositories.physicalProducts.findMany({ ids }, 'NEWEST', 0, ids.length)).map((row) => ({
        ...row,
        searchKind: 'PhysicalProduct' as const,
      })),
    Story: async (ids) => {
      const stories = await repositories.stories.findMany({ ids }, 0, ids.length);
      return (await withAuthorsAndFamilies(repositories.stories, stories)).map((story) => ({
        ...story,
        searchKind: 'Story' as const,
      }));
    },
    Author: async (ids) =>
      (await repositories.authors.findMany({ ids }, 0, ids.length)).map((row) => ({
        ...row,
        searchKind: 'Author' as const,
      })),
    // The help is a few dozen items read as one tree, so an item keeps its parent and children.
    HelpItem: async (ids) =>
      flatten(await readHelpItems(repositories.helpItems, {}))
        .filter((item) => ids.includes(item.id))
        .map((item) => ({ ...item, searchKind: 'HelpItem' as const })),
    GenericStaticPage: async (ids) =>
      (await repositories.staticPages.findMany({ ids }, 0, ids.length)).map((row) => ({
        ...row,
        searchKind: 'GenericStaticPage' as const,
      })),
  };
  const kinds = Object.keys(loaders) as SearchResultKind[];
  const loaded = await Promise.all(
    kinds.map((kind) => {
      const ids = idsOf(kind);
      return ids.length > 0 ? loaders[kind](ids) : Promise.resolve([]);
    }),
  );
  const byKey: Loaded = new Map();
  for (const entity of loaded.flat()) byKey.set(keyOf(entity.searchKind, entity.id), entity);
  return byKey;
}

/**
 * The hits with their entities, in the search's order. A hit whose entity went away between the two
 * reads (withdrawn, deleted) is left out.
 */
export async function withEntities(
  rows: readonly SearchHitRow[],
  repositories: SearchEntityRepositories,
): Promise<SearchHit[]> {
  if (rows.length === 0) return [];
  const entities = await loadEntities(rows, repositories);
  return rows.flatMap((row) => {
    const node = entities.get(keyOf(row.kind, row.id));
    return node ? [{ row, node }] : [];
  });
}
