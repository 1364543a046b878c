import type { TFunction } from 'i18next';
import Image from 'next/image';
import { absoluteMediaUrl } from '../shop/index.ts';
import { AuthorSection, type AuthorSectionType } from './author-section.tsx';
import type { LoadedAuthor } from './load-authors.ts';

const SECTIONS: { key: 'articles' | 'blog' | 'research' | 'movies'; type: AuthorSectionType }[] = [
  { key: 'articles', type: 'ARTICLE' },
  { key: 'blog', type: 'BLOG' },
  { key: 'research', type: 'RESEARCH' },
  { key: 'movies', type: 'MOVIE' },
];

/** An author page: who they are, then their stories by kind in sections of 6. */
export function AuthorDetail({ author, apiUrl, t }: { author: LoadedAuthor; apiUrl: string; t: TFunction }) {
  const sections = SECTIONS.filter(({ key }) => author[key].nodes.length > 0);
  return (
    <div className="page author">
      <header className="author__header">
        {author.coverImage ? (
          <Image
            src={absoluteMediaUrl(author.coverImage.url, apiUrl)}
            alt=""
            width={author.coverImage.width}
            height={author.coverImage.height}
            sizes="12rem"
            className="author__portrait"
          />
        ) : null}
        <div>
          <h1>{author.title}</h1>
          {author.about ? <p className="author__about">{author.about}</p> : null}
          {author.website ? (
            <p>
              <a href={author.website} rel="me noopener" target="_blank">
                {t('stories.authors.website')}
              </a>
            </p>
          ) : null}
        </div>
      </header>
      {sections.length === 0 ? <p>{t('stories.authors.noStories')}</p> : null}
      {sections.map(({ key, type }) => (
        <AuthorSection
          key={key}
          authorUrl={author.url}
          type={type}
          title={t(`stories.listings.${type}.title`)}
          nodes={author[key].nodes}
          pageInfo={author[key].pageInfo}
        />
      ))}
    </div>
  );
}
