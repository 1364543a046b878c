import { serverT } from '../../lib/i18n/server-translation.ts';
import { NewsletterLinkAction } from './newsletter-link-action.tsx';

export type NewsletterLinkSearchParams = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** The page of a newsletter mail's confirm or unsubscribe link, with the link's email and hash. */
export function NewsletterLinkPage({
  action,
  searchParams,
}: {
  action: 'confirm' | 'unsubscribe';
  searchParams: Awaited<NewsletterLinkSearchParams>;
}) {
  const t = serverT();
  const email = single(searchParams.email);
  const hash = single(searchParams.hash);
  return (
    <article className="static-page">
      <h1>{t(`newsletterLinks.${action}.title`)}</h1>
      {email && hash ? (
        <NewsletterLinkAction action={action} email={email} hash={hash} />
      ) : (
        <p role="alert">{t('newsletterLinks.incomplete')}</p>
      )}
    </article>
  );
}
