import type { TFunction } from 'i18next';
import Image from 'next/image';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import type { ReadAuthorsQuery } from './queries/read-authors.ts';

export type ListedAuthor = ResultOf<typeof ReadAuthorsQuery>['readAuthors']['nodes'][number];

/** The authors path: /authors/{url}. */
export function authorPath(url: string): string {
  return `/authors/${encodeURIComponent(url)}`;
}

/** /authors: every author by name, with a portrait and a line about them. */
export function AuthorsView({
  authors,
  apiUrl,
  t,
}: {
  authors: ListedAuthor[];
  apiUrl: string;
  t: TFunction;
}) {
  return (
    <div className="page authors">
      <h1>{t('stories.authors.title')}</h1>
      <p className="authors__intro">{t('stories.authors.intro')}</p>
      {authors.length === 0 ? (
        <p>{t('stories.authors.empty')}</p>
      ) : (
        <ul className="author-list">
          {authors.map((author) => (
            <li key={author.id} className="author-card" data-author={author.url}>
              <Link href={authorPath(author.url)} className="author-card__link">
                {author.coverImage ? (
                  <Image
                    src={absoluteMediaUrl(author.coverImage.url, apiUrl)}
                    alt=""
                    width={author.coverImage.width}
                    height={author.coverImage.height}
                    sizes="(min-width: 640px) 12rem, 40vw"
                  />
                ) : null}
                <h2 className="author-card__name">{author.title}</h2>
              </Link>
              {author.about ? <p className="author-card__about">{author.about}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
