import type { FamilyShareRepository, FamilyShareRow } from '../../repositories/family-share-repository.ts';

/** Ids are 12 URL-safe characters; anything else names no share and never reaches SQL. */
const SHARE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The share with this id, or null when there is none (the page then shows the tester's defaults). */
export async function readFamilyShare(
  id: string,
  shares: FamilyShareRepository,
): Promise<FamilyShareRow | null> {
  if (!SHARE_ID.test(id)) return null;
  return shares.findById(id);
}

/** The family page that opens the share. */
export function familyShareUrl(publicUrl: string, familyUrl: string, shareId: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/fonts/${encodeURIComponent(familyUrl)}?share=${encodeURIComponent(shareId)}`;
}
