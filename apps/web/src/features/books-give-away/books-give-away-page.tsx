import type { TFunction } from 'i18next';
import Image from 'next/image';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { absoluteMediaUrl } from '../shop/index.ts';
import { GiveAwayClaim } from './give-away-claim.tsx';
import type { ReadBooksGiveAwayQuery } from './queries/read-books-give-away.ts';

type GiveAway = NonNullable<ResultOf<typeof ReadBooksGiveAwayQuery>['readBooksGiveAway']>;

/** A give-away's page: the book, the copies left and, while it is open, the sign-up that claims one. */
export function BooksGiveAwayPage({
  giveAway,
  apiUrl,
  t,
}: {
  giveAway: GiveAway;
  apiUrl: string;
  t: TFunction;
}) {
  const endsAt = new Date(giveAway.endsAt).toLocaleDateString('en-GB', { dateStyle: 'long' });
  return (
    <article className="books-give-away">
      <h1>{giveAway.title}</h1>
      {giveAway.coverImage ? (
        <Image
          src={absoluteMediaUrl(giveAway.coverImage.url, apiUrl)}
          width={giveAway.coverImage.width}
          height={giveAway.coverImage.height}
          alt={giveAway.coverImage.alt}
          sizes="(max-width: 800px) 100vw, 800px"
          priority
        />
      ) : null}
      {giveAway.description ? <p>{giveAway.description}</p> : null}
      <p data-testid="give-away-remaining">
        {t('booksGiveAway.remaining', { count: giveAway.remaining, total: giveAway.quantity })}
        {' · '}
        {t('booksGiveAway.endsAt', { date: endsAt })}
      </p>
      {giveAway.open ? (
        <GiveAwayClaim giveAwayId={Number(giveAway.id)} />
      ) : (
        <p>{t('booksGiveAway.closed')}</p>
      )}
    </article>
  );
}
