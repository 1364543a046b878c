import { DEFAULT_PAGE_SIZE, PAGE_SIZE, type PageInfo } from '@foundry/domain';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { ReadCategoryFamiliesQuery } from './queries/read-category-families.ts';
import { ReadCategoryGroupsQuery } from './queries/read-category-groups.ts';
import { ReadVariableFamiliesQuery } from './queries/read-variable-families.ts';

export type CategoryGroup = ResultOf<typeof ReadCategoryGroupsQuery>['readFamilyGroups']['nodes'][number];
export type VariableFamily = ResultOf<typeof ReadVariableFamiliesQuery>['readFamilies']['nodes'][number];

export interface Loaded<Node> {
  nodes: Node[];
  pageInfo: PageInfo;
}

// Failures throw: error.tsx shows the generic error page inside the layout; serverQuery logged the cause.

/** A page of the families tagged with an editorial category (readFamilies category). */
export async function loadTaggedFamilies(category: string, page: number): Promise<Loaded<ListedFamily>> {
  const result = await serverQuery(
    ReadCategoryFamiliesQuery,
    { category, page, pageSize: DEFAULT_PAGE_SIZE },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFamilies(category) failed (${result.failure.kind})`);
  return result.data.readFamilies;
}

/** A page of family groups of one type (readFamilyGroups, page size 12). */
export async function loadCategoryGroups(
  type: CategoryGroupType,
  page: number,
): Promise<Loaded<CategoryGroup>> {
  const result = await serverQuery(
    ReadCategoryGroupsQuery,
    { type, page, pageSize: PAGE_SIZE.globalFontGroups },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFamilyGroups failed (${result.failure.kind})`);
  return result.data.readFamilyGroups;
}

export type CategoryGroupType = 'GlobalFonts' | 'Superfamily' | 'OpticalSizes';

/**
 * The families with a variable font, from a page of 500 families (the variable fonts' page size): the
 * catalogue is read in pages that large, and only families with a variable font are kept.
 */
export async function loadVariableFamilies(page: number): Promise<Loaded<VariableFamily>> {
  const result = await serverQuery(
    ReadVariableFamiliesQuery,
    { page, pageSize: PAGE_SIZE.variableFonts },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readFamilies(variable fonts) failed (${result.failure.kind})`);
  const { nodes, pageInfo } = result.data.readFamilies;
  return { nodes: nodes.filter((family) => family.variableFonts.length > 0), pageInfo };
}
