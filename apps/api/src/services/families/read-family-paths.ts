import { styleSlug } from '@foundry/domain/fonts/style-slug';
import type { Repositories } from '../../repositories/repositories.ts';
import { groupBy } from '../../utils/group-by.ts';

export interface FamilyEncodingPath {
  url: string;
  /** The family's own encoding: /fonts/{family} shows it without the encoding segment. */
  isDefault: boolean;
  styleSlugs: string[];
}

export interface FamilyPath {
  url: string;
  encodings: FamilyEncodingPath[];
}

/**
 * Every family page the site can generate ahead: /fonts/{family}, /fonts/{family}/{encoding} and
 * /fonts/{family}/{encoding}/{style}. Three statements whatever the size of the catalogue.
 */
export async function readFamilyPaths(
  repositories: Pick<Repositories, 'familyReads'>,
): Promise<FamilyPath[]> {
  const rows = await repositories.familyReads.pathRows();
  const encodingsByFamily = groupBy(rows.encodings, (row) => row.familyId);
  const stylesByFamily = groupBy(rows.styles, (row) => row.familyId);
  return rows.families.map((family) => {
    const styles = stylesByFamily.get(family.id) ?? [];
    return {
      url: family.url,
      encodings: (encodingsByFamily.get(family.id) ?? []).map((encoding) => ({
        url: encoding.url,
        isDefault: encoding.encodingId === family.encodingId,
        styleSlugs: [
          ...new Set(
            styles
              .filter((style) => style.encodingId === encoding.encodingId)
              .map((style) => styleSlug(style.title)),
          ),
        ],
      })),
    };
  });
}
