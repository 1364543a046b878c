'use client';

import { isQuickSearchQuery } from '@foundry/domain/search/is-quick-search-query';
import type { SearchCategory } from '@foundry/domain/search/search-category';
import { searchPath } from '@foundry/domain/search/search-path';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The search pages' own field: a new term keeps the category tab the visitor is on. */
export function SearchAgainForm({ term, category }: { term: string; category: SearchCategory | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [text, setText] = useState(term);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isQuickSearchQuery(text)) router.push(searchPath(text, category));
  };
  return (
    <search>
      {/* Without JavaScript the form asks /search?q=term, which shows the same results. */}
      <form action="/search" method="get" onSubmit={onSubmit} className="search-results__form">
        <input
          type="search"
          name="q"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          minLength={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {term ? t('siteSearch.page.refine') : t('siteSearch.page.search')}
        </button>
      </form>
    </search>
  );
}
