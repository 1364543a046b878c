import { DEFAULT_PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Repositories } from '../../repositories/repositories.ts';
import { findFamily } from './find-family.ts';
import { pairingFlavors } from './pairing-flavors.ts';
import type { FamilyNode } from './read-families.ts';

/**
 * Families to set beside this one, at most 12: those staff chose, else by contrast of flavor
 * (pairing-flavors.ts).
 */
export async function readFamilyPairings(
  args: { familyID: string | number },
  repositories: Pick<Repositories, 'families' | 'familyReads' | 'familyCuration'>,
): Promise<FamilyNode[]> {
  const family = await findFamily(repositories, args);
  if (!family) return [];
  const curated = await repositories.familyCuration.pairingsOf(family.id, DEFAULT_PAGE_SIZE);
  const rows =
    curated.length > 0
      ? curated
      : await repositories.familyReads.ofFlavors(pairingFlavors(family.flavor), family.id, DEFAULT_PAGE_SIZE);
  return rows.map((row) => ({ ...row, shownEncodingId: row.encodingId }));
}
