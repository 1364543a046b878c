import { selectableScripts } from '@foundry/domain';
import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { PageFamily } from './family-page-data.ts';
import { familyEncodingPath } from './family-paths.ts';

/**
 * The scripts the family is drawn in: the one shown, then links to the others (the script selection
 * API's rule decides which are offered). Hidden for a family drawn in one script.
 */
export function EncodingSwitcher({ family, t }: { family: PageFamily; t: TFunction }) {
  const current = family.encoding?.url ?? family.familyEncodings[0]?.encoding.url ?? '';
  const offered = selectableScripts(
    family.familyEncodings.map((entry) => entry.encoding.url),
    current,
  );
  if (offered.length === 0) return null;
  const byUrl = new Map(family.familyEncodings.map((entry) => [entry.encoding.url, entry]));
  return (
    <nav className="encoding-switcher" aria-label={t('family.encodingSwitcher')}>
      <p>
        {t('family.shownIn')} <strong aria-current="page">{family.encoding?.title ?? current}</strong>
      </p>
      <ul>
        {offered.map((url) => {
          const entry = byUrl.get(url);
          return entry ? (
            <li key={url}>
              <Link href={familyEncodingPath(family.url, url)}>{entry.encoding.title}</Link>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
