import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { PageBlocks } from './page-blocks.tsx';
import type { ReadStaticPageQuery } from './queries/static-page-queries.ts';

export type StaticPageData = NonNullable<
  ResultOf<typeof ReadStaticPageQuery>['readStaticPages']['nodes'][number]
>;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A static page: its title, lead, blocks, the press items of the press page, and anything after. */
export function StaticPageView({
  page,
  apiUrl,
  t,
  children,
}: {
  page: StaticPageData;
  apiUrl: string;
  t: TFunction;
  children?: ReactNode;
}) {
  return (
    <article className={`static-page static-page--${page.kind}`}>
      <header className="static-page__header">
        <h1>{page.title}</h1>
        {page.description && <p className="static-page__lead">{page.description}</p>}
      </header>
      <PageBlocks blocks={page.blocks} apiUrl={apiUrl} />
      {page.__typename === 'PressStaticPage' && (
        <section aria-labelledby="press-items" className="static-page__press">
          <h2 id="press-items">{t('staticPages.press.items')}</h2>
          {page.pressItems.length === 0 ? (
            <p>{t('staticPages.press.none')}</p>
          ) : (
            <ul>
              {page.pressItems.map((item) => (
                <li key={item.id} lang={item.languages[0]}>
                  <span className="static-page__press-year">{item.year}</span> <strong>{item.title}</strong>
                  {item.publicationName && <>, {item.publicationName}</>}
                  {item.author && <> ({item.author})</>}{' '}
                  {item.url && (
                    <a href={item.url} rel="noopener noreferrer" target="_blank">
                      {t('staticPages.press.read')}
                    </a>
                  )}{' '}
                  {item.downloadUrl && (
                    <a href={item.downloadUrl} rel="noopener noreferrer" target="_blank">
                      {t('staticPages.press.download')}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {children}
      <p className="static-page__updated">
        {t('staticPages.updated', { date: dateFormat.format(new Date(page.updatedAt)) })}
      </p>
    </article>
  );
}
