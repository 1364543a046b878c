import type {
  FamilyBundleKind,
  FamilyBundleRepository,
} from '../../repositories/family-bundle-repository.ts';
import { groupBy } from '../../utils/group-by.ts';
import type { FamilyNode } from './read-families.ts';

/**
 * For each family, the other families sold with it in a suite or a collection, each shown in its own
 * default encoding; one statement for a whole level of a query (docs/fonts.md).
 */
export async function readFamilyBundleMates(
  repository: FamilyBundleRepository,
  kind: FamilyBundleKind,
  familyIds: readonly number[],
): Promise<FamilyNode[][]> {
  const mates = groupBy(await repository.bundleMatesOf(familyIds, kind), (row) => row.sourceId);
  return familyIds.map((id) =>
    (mates.get(id) ?? []).map(({ sourceId: _source, ...family }) => ({
      ...family,
      shownEncodingId: family.encodingId,
    })),
  );
}
