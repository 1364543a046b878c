import type { TFunction } from 'i18next';
import Link from 'next/link';
import {
  FamilyCard,
  type ListedFamily,
  FamilyFontFaces as ListedFamilyFontFaces,
} from '../catalogue/index.ts';
import { FamilyBundles } from './family-bundles.tsx';
import { familyPath } from './family-paths.ts';
import { type FamilyNeighbours, loadFamilyNeighbours } from './load-family-neighbours.ts';

function FamilyRow({ families, t }: { families: readonly ListedFamily[]; t: TFunction }) {
  return (
    <ul className="family-neighbours__cards">
      {families.map((family) => (
        <li key={family.id}>
          <FamilyCard family={family} t={t} />
        </li>
      ))}
    </ul>
  );
}

/** The systems the family belongs to, each member listed and the family itself marked as here. */
function FamilySystems({
  neighbours,
  familyID,
  t,
}: {
  neighbours: FamilyNeighbours;
  familyID: string;
  t: TFunction;
}) {
  if (neighbours.systems.length === 0) return null;
  return (
    <section className="family-neighbours__part" aria-labelledby="family-system-title">
      <h3 id="family-system-title">{t('familyPage.related.system')}</h3>
      {neighbours.systems.map((system) => (
        <div key={system.id} className="family-neighbours__system">
          <p className="family-neighbours__system-title">{system.title}</p>
          <ul>
            {system.families.map((member) => (
              <li key={member.id}>
                {member.id === familyID ? (
                  <span aria-current="page">{member.title}</span>
                ) : (
                  <Link href={familyPath(member.url)}>{member.title}</Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** Related fonts, the families it pairs with, and the system it is part of, each in its own fonts. */
export async function FamilyNeighboursSection({ familyID, t }: { familyID: string; t: TFunction }) {
  const neighbours = await loadFamilyNeighbours(familyID);
  const { related, pairings, suite, collection } = neighbours;
  const bundled = [...suite, ...collection];
  if (
    related.length === 0 &&
    pairings.length === 0 &&
    neighbours.systems.length === 0 &&
    bundled.length === 0
  )
    return null;
  return (
    <section className="family-section family-neighbours" aria-labelledby="family-related-title">
      <ListedFamilyFontFaces
        families={[...new Map([...related, ...pairings, ...bundled].map((f) => [f.id, f])).values()]}
      />
      <h2 id="family-related-title" className="family-section__title">
        {t('familyPage.related.title')}
      </h2>
      {related.length > 0 ? <FamilyRow families={related} t={t} /> : null}
      {pairings.length > 0 ? (
        <section className="family-neighbours__part" aria-labelledby="family-pairings-title">
          <h3 id="family-pairings-title">{t('familyPage.related.pairings')}</h3>
          <FamilyRow families={pairings} t={t} />
        </section>
      ) : null}
      <FamilySystems neighbours={neighbours} familyID={familyID} t={t} />
      <FamilyBundles suite={suite} collection={collection} t={t} />
      <p>
        <Link href="/fonts">{t('familyPage.related.allFonts')}</Link>
      </p>
    </section>
  );
}
