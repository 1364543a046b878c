'use client';

import { useState } from 'react';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { NEWSLETTER_LINKS_TEXTS } from '../../lib/i18n/areas/newsletter-links.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { NewsletterConfirmMutation, NewsletterUnsubscribeMutation } from './newsletter-link-mutations.ts';

type Outcome = 'idle' | 'busy' | 'done' | 'refused' | 'failed';

/**
 * The page behind a newsletter mail's link: one button that confirms or unsubscribes the address with
 * the link's hash. A button, not an action on load, so a mail scanner following the link changes nothing.
 */
export function NewsletterLinkAction({
  action,
  email,
  hash,
}: {
  action: 'confirm' | 'unsubscribe';
  email: string;
  hash: string;
}) {
  const { t } = useTexts(NEWSLETTER_LINKS_TEXTS);
  const client = useGraphqlClient();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const run = async () => {
    setOutcome('busy');
    const result =
      action === 'confirm'
        ? await client.mutation(NewsletterConfirmMutation, { email, hash }).toPromise()
        : await client.mutation(NewsletterUnsubscribeMutation, { email, hash }).toPromise();
    if (result.error || !result.data) return setOutcome('failed');
    const accepted =
      'newsletterConfirmSubscription' in result.data
        ? result.data.newsletterConfirmSubscription
        : result.data.newsletterUnsubscribe;
    setOutcome(accepted ? 'done' : 'refused');
  };

  if (outcome === 'done') return <p role="status">{t(`newsletterLinks.${action}.done`)}</p>;
  return (
    <div>
      <p>{t(`newsletterLinks.${action}.intro`, { email })}</p>
      <Button busy={outcome === 'busy'} onPress={() => void run()}>
        {t(`newsletterLinks.${action}.button`)}
      </Button>
      {outcome === 'refused' || outcome === 'failed' ? (
        <p role="alert">{t(`newsletterLinks.${outcome}`)}</p>
      ) : null}
    </div>
  );
}
