import type { FontsInUseRow } from '../../repositories/fonts-in-use-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { FontsInUseNode } from '../fonts-in-use/read-fonts-in-use.ts';

/** Rows with their families in credit order, as the FontsInUse type shows them (one statement). */
export async function withFamilies(
  repositories: Repositories,
  rows: FontsInUseRow[],
): Promise<FontsInUseNode[]> {
  const families = await repositories.fontsInUse.familiesOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    families: families
      .filter((family) => family.fontsInUseId === row.id)
      .map(({ fontsInUseId: _link, ...family }) => ({ ...family, shownEncodingId: family.encodingId })),
  }));
}
