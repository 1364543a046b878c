import { coversWebUse } from '@foundry/domain/webfonts/webfonts-availability';
import type { WebfontsProjectType } from '@foundry/domain/webfonts/webfonts-status';
import type { Repositories } from '../../repositories/repositories.ts';
import type { WebfontsFontSource } from '../../repositories/webfonts-project-rows.ts';
import {
  type OwnedFamily,
  ownsStyle,
  ownsWholeFamily,
  readOwnedFamilies,
} from '../owned-fonts/owned-fonts.ts';

/** The families a user owns under a licence covering web use, with only those purchases. */
export async function readWebLicensedFamilies(
  repositories: Pick<Repositories, 'ownedFonts' | 'orderDocuments'>,
  userId: number,
): Promise<Map<number, OwnedFamily>> {
  const owned = await readOwnedFamilies(repositories, userId);
  const licensed = new Map<number, OwnedFamily>();
  for (const family of owned) {
    const purchases = family.purchases.filter((purchase) =>
      coversWebUse(purchase.licenses.map((license) => license.id)),
    );
    if (purchases.length > 0) licensed.set(family.familyId, { familyId: family.familyId, purchases });
  }
  return licensed;
}

/**
 * Whether a project of the type may use the font: a hosted project any published family's, a
 * self-hosting one only a style the user bought under a web licence (a variable font needs the
 * whole family).
 */
export function isFontAvailable(
  source: WebfontsFontSource,
  type: WebfontsProjectType,
  webLicensed: ReadonlyMap<number, OwnedFamily>,
): boolean {
  if (type === 'regular') return !source.preRelease;
  const owned = webLicensed.get(source.familyId);
  if (!owned) return false;
  return source.kind === 'style' ? ownsStyle(owned, source.id) : ownsWholeFamily(owned);
}
