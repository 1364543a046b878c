import type { StyleRow } from '../../repositories/family-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { parseId } from '../ids/parse-ids.ts';
import { findFamily } from './find-family.ts';

export interface ReadFamilyStaticStylesArgs {
  familyID?: string | number | null | undefined;
  url?: string | null | undefined;
  encodingID?: string | number | null | undefined;
}

/**
 * The styles of a family cut as their own font files, leaving out the named instances of its variable
 * fonts; of one encoding when asked, else of all. An unknown family or encoding has none.
 */
export async function readFamilyStaticStyles(
  args: ReadFamilyStaticStylesArgs,
  repositories: Pick<Repositories, 'families' | 'familyReads'>,
): Promise<StyleRow[]> {
  const encodingId = args.encodingID == null ? undefined : parseId(args.encodingID);
  if (encodingId === null) return [];
  const family = await findFamily(repositories, args);
  if (!family) return [];
  return repositories.familyReads.staticStylesOf(family.id, encodingId);
}
