import type { TFunction } from 'i18next';
import Link from 'next/link';
import { storyListingHref } from './story-listing-query.ts';

export interface StoryLanguageOption {
  code: string;
  name: string;
  storiesCount: number;
}

/** The language filter of /stories: links, so it works without JavaScript and can be shared. */
export function StoryLanguageFilter({
  languages,
  chosen,
  t,
}: {
  languages: StoryLanguageOption[];
  chosen: string[];
  t: TFunction;
}) {
  if (languages.length < 2) return null;
  const options = [
    {
      key: 'all',
      label: t('stories.allLanguages'),
      href: storyListingHref({ kind: 'all' }),
      current: chosen.length === 0,
    },
    ...languages.map((language) => ({
      key: language.code,
      label: `${language.name} (${language.storiesCount})`,
      href: storyListingHref({ kind: 'all', languages: [language.code] }),
      current: chosen.length === 1 && chosen[0] === language.code,
    })),
  ];
  return (
    <nav className="story-filter" aria-label={t('stories.languages')}>
      <span className="story-filter__label">{t('stories.languages')}:</span>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <Link href={option.href} aria-current={option.current ? 'page' : undefined} scroll={false}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
