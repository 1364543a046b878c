import type { Repositories } from '../../repositories/repositories.ts';
import { parseId } from '../ids/parse-ids.ts';
import type { FamilyNode } from './read-families.ts';

/** The family with this id (or, without one, this URL), shown in its own encoding; null when none. */
export async function findFamily(
  repositories: Pick<Repositories, 'families'>,
  by: { familyID?: string | number | null | undefined; url?: string | null | undefined },
): Promise<FamilyNode | null> {
  let filter: { ids: number[] } | { url: string };
  if (by.familyID != null) {
    const id = parseId(by.familyID);
    if (id === null) return null;
    filter = { ids: [id] };
  } else if (by.url != null) {
    filter = { url: by.url };
  } else {
    return null;
  }
  const [row] = await repositories.families.findMany({ ...filter, published: true }, 0, 1);
  return row ? { ...row, shownEncodingId: row.encodingId } : null;
}
