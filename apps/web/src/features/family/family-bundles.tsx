import type { TFunction } from 'i18next';
import { FamilyNameLink, type ListedFamily } from '../catalogue/index.ts';

/** The families sold with this one in a suite or a collection, each name in its own font. */
export function FamilyBundles({
  suite,
  collection,
  t,
}: {
  suite: readonly ListedFamily[];
  collection: readonly ListedFamily[];
  t: TFunction;
}) {
  const parts = [
    { key: 'suite', families: suite, title: t('familyPage.bundles.suite') },
    { key: 'collection', families: collection, title: t('familyPage.bundles.collection') },
  ].filter((part) => part.families.length > 0);
  return parts.map((part) => (
    <section
      key={part.key}
      className="family-neighbours__part family-bundles"
      aria-labelledby={`family-${part.key}-title`}
    >
      <h3 id={`family-${part.key}-title`}>{part.title}</h3>
      <ul className="family-bundles__list">
        {part.families.map((family) => (
          <li key={family.id}>
            <FamilyNameLink family={family} className="family-bundles__name" />
          </li>
        ))}
      </ul>
    </section>
  ));
}
