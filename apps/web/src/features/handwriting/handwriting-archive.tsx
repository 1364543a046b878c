import type { TFunction } from 'i18next';
import Image from 'next/image';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import { absoluteMediaUrl } from '../shop/index.ts';
import { HANDWRITING_FILTERS, type HandwritingQuery, handwritingHref } from './handwriting-query.ts';
import type { ReadHandwritingQuery } from './queries/read-handwriting.ts';

type Data = ResultOf<typeof ReadHandwritingQuery>;

const FACET_OF = {
  gender: 'genders',
  location: 'locations',
  motherTongue: 'motherTongues',
  age: 'ages',
  profession: 'professions',
  handedness: 'handednesses',
} as const;

/** The option of no filter: its empty value leaves the filter out of the query (parseHandwritingQuery). */
const ANY = '';

/**
 * /handwriting: the filters (a plain GET form, one exact value each), 50 thumbnails a page linking to
 * the full samples, and links to the previous and next pages.
 */
export function HandwritingArchive({
  data,
  query,
  apiUrl,
  t,
}: {
  data: Data;
  query: HandwritingQuery;
  apiUrl: string;
  t: TFunction;
}) {
  const { nodes, pageInfo } = data.readHandwritingSubmissions;
  return (
    <article className="handwriting-archive">
      <h1>{t('handwriting.title')}</h1>
      <p>{t('handwriting.intro')}</p>
      <form method="get" action="/handwriting" aria-label={t('handwriting.filters')}>
        {HANDWRITING_FILTERS.map((name) => (
          <Select
            key={name}
            label={t(`handwriting.${name}`)}
            name={name}
            defaultSelectedKey={query[name] === undefined ? ANY : String(query[name])}
            options={[
              { id: ANY, label: t('handwriting.any') },
              ...data.readHandwritingFilters[FACET_OF[name]].map((value) => ({
                id: String(value),
                label: String(value),
              })),
            ]}
          />
        ))}
        <Button type="submit">{t('handwriting.apply')}</Button>
      </form>
      {nodes.length === 0 ? <p>{t('handwriting.none')}</p> : null}
      <ul className="handwriting-archive__samples">
        {nodes.map((sample) => {
          const thumbnail = sample.thumbnails[0];
          const image = sample.images[0];
          const details = [
            sample.gender,
            sample.age,
            sample.location,
            sample.motherTongue,
            sample.profession,
            sample.handedness,
          ]
            .filter((value) => value !== null && value !== undefined)
            .join(' · ');
          return (
            <li key={sample.id} data-testid="handwriting-sample">
              {thumbnail && image ? (
                <a href={absoluteMediaUrl(image.url, apiUrl)}>
                  <Image
                    src={absoluteMediaUrl(thumbnail.url, apiUrl)}
                    width={thumbnail.width}
                    height={thumbnail.height}
                    alt={thumbnail.alt}
                    unoptimized
                  />
                </a>
              ) : null}
              <p>
                {details}
                {sample.multiLingual ? ` · ${t('handwriting.multiLingual')}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
      <nav className="handwriting-archive__pages">
        {query.page > 1 ? (
          <Link href={handwritingHref(query, query.page - 1)}>{t('handwriting.previous')}</Link>
        ) : null}
        {pageInfo.hasNextPage ? (
          <Link href={handwritingHref(query, pageInfo.nextPage)}>{t('handwriting.next')}</Link>
        ) : null}
      </nav>
    </article>
  );
}
