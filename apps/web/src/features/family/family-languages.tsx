'use client';

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/index.ts';
import { filterLanguages, languagesByScript, type SupportedLanguage } from './languages-by-script.ts';

/**
 * The one languages section: every language the encoding shown covers in full, grouped by script,
 * with a search by name or code.
 */
export function FamilyLanguages({ languages }: { languages: readonly SupportedLanguage[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () => languagesByScript(languages, t('familyPage.languages.otherScripts')),
    [languages, t],
  );
  const shown = filterLanguages(groups, query);
  return (
    <section className="family-section family-languages" aria-labelledby="family-languages-title">
      <h2 id="family-languages-title" className="family-section__title">
        {t('familyPage.languages.title')}
      </h2>
      {languages.length === 0 ? (
        <p>{t('familyPage.languages.none')}</p>
      ) : (
        <>
          <div className="family-languages__head">
            <p>{t('familyPage.languages.count', { count: languages.length })}</p>
            <TextField
              className="family-languages__search"
              type="search"
              label={t('familyPage.languages.search')}
              value={query}
              onChange={setQuery}
            />
          </div>
          {shown.length === 0 ? (
            <p role="status">{t('familyPage.languages.noMatch', { query: query.trim() })}</p>
          ) : (
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
          )}
        </>
      )}
    </section>
  );
}
