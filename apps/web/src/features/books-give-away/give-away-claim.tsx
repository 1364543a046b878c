'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { BOOKS_GIVE_AWAY_TEXTS } from '../../lib/i18n/areas/books-give-away.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { SignUpForm } from '../account/index.ts';
import { useAuth } from '../auth/index.ts';

/**
 * The claim of a give-away's page: a sign-up that claims a copy for the new account
 * (createUser with booksGiveAwayID). Signed-in visitors are told copies go to new accounts.
 */
export function GiveAwayClaim({ giveAwayId }: { giveAwayId: number }) {
  const { t } = useTexts(BOOKS_GIVE_AWAY_TEXTS);
  const { loggedIn, refresh } = useAuth();
  const router = useRouter();
  const [claimed, setClaimed] = useState(false);

  if (claimed) return <p role="status">{t('booksGiveAway.claimed')}</p>;
  if (loggedIn) return <p>{t('booksGiveAway.signedIn')}</p>;
  return (
    <SignUpForm
      booksGiveAwayID={giveAwayId}
      title={t('booksGiveAway.claimTitle')}
      onSignedUp={() => {
        setClaimed(true);
        // The header learns about the new session; the page shows the copies now left.
        void refresh().then(() => router.refresh());
      }}
    />
  );
}
