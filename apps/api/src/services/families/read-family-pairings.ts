import { DEFAULT_PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Repositories } from '../../repositories/repositories.ts';
import { findFamily } from './find-family.ts';
import { pairingFlavors } from './pairing-flavors.ts';
import type { FamilyNode } from './read-families.ts';

/** Families to set beside this one, by contrast of flavor (pairing-flavors.ts), at most 12. */
export async function readFamilyPairings(
  args: { familyID: string | number },
  repositories: Pick<Repositories, 'families' | 'familyReads'>,
): Promise<FamilyNode[]> {
  const family = await findFamily(repositories, args);
  if (!family) return [];
  const flavors = pairingFlavors(family.flavor);
  const rows = await repositories.familyReads.ofFlavors(flavors, family.id, DEFAULT_PAGE_SIZE);
  return rows.map((row) => ({ ...row, shownEncodingId: row.encodingId }));
}
