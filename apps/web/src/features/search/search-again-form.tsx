'use client';

import { isQuickSearchQuery } from '@foundry/domain/search/is-quick-search-query';
import type { SearchCategory } from '@foundry/domain/search/search-category';
import { searchPath } from '@foundry/domain/search/search-path';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { SearchField } from '../../ui/search-field.tsx';

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
        <SearchField
          name="q"
          label={t('search.label')}
          isLabelHidden
          placeholder={t('search.placeholder')}
          minLength={3}
          value={text}
          onChange={setText}
        />
        <Button type="submit">{term ? t('siteSearch.page.refine') : t('siteSearch.page.search')}</Button>
      </form>
    </search>
  );
}
