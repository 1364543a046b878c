import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { FamilyCard, FamilyFontFaces, type ListedFamily } from '../catalogue/index.ts';

/**
 * Families as on /fonts: each card samples the family in its own font (the @font-face rules come
 * with the grid). `details` adds what the category is about under a card (axes, optical sizes).
 */
export function FamilyGrid<Family extends ListedFamily>({
  families,
  t,
  details,
}: {
  families: readonly Family[];
  t: TFunction;
  details?: (family: Family) => ReactNode;
}) {
  return (
    <>
      <FamilyFontFaces families={families} />
      <ul className="family-list">
        {families.map((family) => (
          <li key={family.id} className="category-family">
            <FamilyCard family={family} t={t} />
            {details ? details(family) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
