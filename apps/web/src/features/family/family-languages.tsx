'use client';

import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { GraphqlProvider } from '../../lib/graphql/graphql-provider.tsx';
import { FAMILY_PAGE_TEXTS } from '../../lib/i18n/areas/family-page.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useNearViewport } from '../../lib/viewport/use-near-viewport.ts';
import { TextField } from '../../ui/index.ts';
import { filterLanguages, languagesByScript, type SupportedLanguage } from './languages-by-script.ts';
import { ReadFamilyLanguagesQuery } from './queries/read-family-languages.ts';

interface FamilyLanguagesProps {
  familyUrl: string;
  /** The encoding shown; null for the family's default. */
  encodingID: string | null;
  /** How many languages the encoding covers (the page knows it; the names are read when needed). */
  count: number;
}

/**
 * The one languages section: every language the encoding shown covers in full, grouped by script,
 * with a search by name or code. The names (hundreds for a large family) are read from the API when
 * the section comes near the viewport instead of being carried in the page (docs/performance.md).
 */
function FamilyLanguagesSection({ familyUrl, encodingID, count }: FamilyLanguagesProps) {
  const { t } = useTexts(FAMILY_PAGE_TEXTS);
  const [query, setQuery] = useState('');
  const [section, near] = useNearViewport<HTMLElement>();
  const [{ data, error }] = useQuery({
    query: ReadFamilyLanguagesQuery,
    variables: { url: familyUrl, encodingID },
    pause: !near || count === 0,
  });
  const languages = data?.readFamilies.nodes.find((family) => family.url === familyUrl)?.supportedLanguages;
  return (
    <section
      ref={section}
      className="family-section family-languages"
      aria-labelledby="family-languages-title"
    >
      <h2 id="family-languages-title" className="family-section__title">
        {t('familyPage.languages.title')}
      </h2>
      {count === 0 ? (
        <p>{t('familyPage.languages.none')}</p>
      ) : (
        <>
          <div className="family-languages__head">
            <p>{t('familyPage.languages.count', { count })}</p>
            <TextField
              className="family-languages__search"
              type="search"
              label={t('familyPage.languages.search')}
              value={query}
              onChange={setQuery}
            />
          </div>
          {languages ? (
            <LanguageGroups languages={languages} query={query} />
          ) : (
            <p role="status">
              {error ? t('familyPage.languages.failed') : t('familyPage.languages.loading')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function LanguageGroups({ languages, query }: { languages: readonly SupportedLanguage[]; query: string }) {
  const { t } = useTexts(FAMILY_PAGE_TEXTS);
  const groups = useMemo(
    () => languagesByScript(languages, t('familyPage.languages.otherScripts')),
    [languages, t],
  );
  const shown = filterLanguages(groups, query);
  if (shown.length === 0) {
    return <p role="status">{t('familyPage.languages.noMatch', { query: query.trim() })}</p>;
  }
  return (
    <div className="family-languages__groups" data-testid="supported-languages">
      {shown.map((group) => (
        <section key={group.script} className="family-languages__group" aria-label={group.script}>
          <h3>
            {group.script} <span className="family-languages__count">{group.languages.length}</span>
          </h3>
          <ul>
            {group.languages.map((language) => (
              <li key={language.code} lang={language.code}>
                {language.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The languages section with urql's Provider for its read (the frame of every page leaves it out). */
export function FamilyLanguages(props: FamilyLanguagesProps) {
  return (
    <GraphqlProvider>
      <FamilyLanguagesSection {...props} />
    </GraphqlProvider>
  );
}
