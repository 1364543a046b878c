'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { STATIC_PAGES_TEXTS } from '../../lib/i18n/areas/static-pages.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { SearchField } from '../../ui/search-field.tsx';
import { plainText } from './markdown.tsx';
import { ReadHelpItemsQuery } from './queries/help-queries.ts';

export type HelpSection = ResultOf<typeof ReadHelpItemsQuery>['readHelpItems'][number];

/** Typing pauses this long before the help is searched again. */
export const HELP_SEARCH_DELAY_MS = 250;
const EXCERPT_LENGTH = 140;

function excerpt(body: string): string {
  const text = plainText(body);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; search: string; sections: HelpSection[] }
  | { kind: 'failed' };

/**
 * /help: every section with its articles, and a search field that narrows them as you type
 * (readHelpItems(search), every word in title or body). The count of results is announced politely.
 */
export function HelpSearch({ sections }: { sections: readonly HelpSection[] }) {
  const { t } = useTexts(STATIC_PAGES_TEXTS);
  const graphqlClient = useGraphqlClientLater();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });

  useEffect(() => {
    const typed = search.trim();
    if (typed === '') {
      setState({ kind: 'idle' });
      return;
    }
    let current = true; // an older answer arriving late must not replace a newer one
    setState({ kind: 'searching' });
    const timer = setTimeout(async () => {
      const result = await (await graphqlClient())
        .query(ReadHelpItemsQuery, { search: typed }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!current) return;
      if (result.error || !result.data) setState({ kind: 'failed' });
      else setState({ kind: 'found', search: typed, sections: result.data.readHelpItems });
    }, HELP_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, graphqlClient]);

  const shown = state.kind === 'found' ? state.sections : sections;
  const articleCount = shown.reduce((sum, section) => sum + section.children.length, 0);

  return (
    <div className="help">
      <search className="help__search">
        <SearchField
          label={t('staticPages.help.searchLabel')}
          value={search}
          placeholder={t('staticPages.help.searchPlaceholder')}
          onChange={setSearch}
        />
      </search>
      <p className="help__status" aria-live="polite" role="status">
        {state.kind === 'searching' && t('staticPages.help.searching')}
        {state.kind === 'failed' && t('staticPages.help.failed')}
        {state.kind === 'found' &&
          (articleCount === 0
            ? t('staticPages.help.noResults', { search: state.search })
            : t('staticPages.help.results', { count: articleCount }))}
      </p>
      <div className="help__sections">
        {shown.map((section) => (
          <section key={section.id} aria-labelledby={`help-${section.url}`} className="help__section">
            <h2 id={`help-${section.url}`}>
              <Link href={`/help/${section.url}`}>{section.title}</Link>
            </h2>
            <ul>
              {section.children.map((article) => (
                <li key={article.id}>
                  <Link href={`/help/${article.url}`}>{article.title}</Link>
                  {state.kind === 'found' && <p>{excerpt(article.body)}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
