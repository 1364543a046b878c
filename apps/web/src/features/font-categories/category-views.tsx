import type { TFunction } from 'i18next';
import { FamilyGrid } from './family-grid.tsx';
import type { CategoryGroup, VariableFamily } from './load-category.ts';
import { opticalSizeRange } from './optical-size-range.ts';

function Empty({ t }: { t: TFunction }) {
  return (
    <p className="font-category__empty" role="status">
      {t('fontCategories.empty')}
    </p>
  );
}

/** Groups (global fonts, superfamilies, optical sizes), each with its member families. */
export function FamilyGroups({
  groups,
  t,
  showOpticalSizes = false,
}: {
  groups: CategoryGroup[];
  t: TFunction;
  showOpticalSizes?: boolean;
}) {
  if (groups.length === 0) return <Empty t={t} />;
  return (
    <div className="font-category__groups">
      {groups.map((group) => {
        const sizes = new Map(
          group.members.map((member) => [
            member.family.id,
            opticalSizeRange(member.opticalSizeMin, member.opticalSizeMax, t),
          ]),
        );
        return (
          <section
            key={group.id}
            className="family-group"
            data-group={group.url}
            aria-labelledby={`group-${group.id}`}
          >
            <h2 id={`group-${group.id}`} className="family-group__title">
              {group.title}{' '}
              <span className="family-group__count">
                {t('fontCategories.familyCount', { count: group.members.length })}
              </span>
            </h2>
            <FamilyGrid
              families={group.members.map((member) => member.family)}
              t={t}
              details={
                showOpticalSizes
                  ? (family) =>
                      sizes.get(family.id) ? (
                        <p className="family-group__optical-size">{sizes.get(family.id)}</p>
                      ) : null
                  : undefined
              }
            />
          </section>
        );
      })}
    </div>
  );
}

/** Families with variable fonts, each font with its axes and their ranges. */
export function VariableFamilies({ families, t }: { families: VariableFamily[]; t: TFunction }) {
  if (families.length === 0) return <Empty t={t} />;
  return (
    <FamilyGrid
      families={families}
      t={t}
      details={(family) => (
        <div className="variable-axes">
          {family.variableFonts.map((font) => (
            <section key={font.id} aria-label={font.title}>
              <h3 className="variable-axes__font">{font.title}</h3>
              <p className="variable-axes__label">{t('fontCategories.axes')}</p>
              <ul className="variable-axes__list">
                {font.axes.map((axis) => (
                  <li key={axis.tag} data-axis={axis.tag}>
                    {t('fontCategories.axisRange', {
                      label: axis.label,
                      tag: axis.tag,
                      min: axis.min,
                      max: axis.max,
                      default: axis.default,
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    />
  );
}
