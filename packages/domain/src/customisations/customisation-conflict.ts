import { type AxisPosition, isSameAxisPosition } from './customisation-axes.ts';
import { isSameCustomisationTitle } from './customisation-title.ts';

/** A customisation the customer saved already, as far as conflicts go. */
export interface SavedCustomisation {
  id: number;
  variableFontId: number;
  title: string;
  axes: AxisPosition;
}

/**
 * Whether a new or changed customisation clashes with one the customer saved of the same variable
 * font (code 480): the same title (case aside) or the same position. `exceptId` is the one being
 * updated, which may keep its own title and position.
 */
export function customisationConflict(
  candidate: { variableFontId: number; title: string; axes: AxisPosition },
  saved: readonly SavedCustomisation[],
  exceptId: number | null = null,
): 'title' | 'position' | null {
  const others = saved.filter(
    (customisation) =>
      customisation.id !== exceptId && customisation.variableFontId === candidate.variableFontId,
  );
  if (others.some((customisation) => isSameCustomisationTitle(customisation.title, candidate.title)))
    return 'title';
  if (others.some((customisation) => isSameAxisPosition(customisation.axes, candidate.axes)))
    return 'position';
  return null;
}
