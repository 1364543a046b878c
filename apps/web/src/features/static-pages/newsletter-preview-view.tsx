import type { TFunction } from 'i18next';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { PageBlocks } from './page-blocks.tsx';
import type { ReadNewsletterPreviewQuery } from './queries/static-page-queries.ts';

export type NewsletterIssueData = NonNullable<
  ResultOf<typeof ReadNewsletterPreviewQuery>['readNewsletterPreview']
>;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** /newsletter/{id}: an issue as the e-mail shows it, for "view in the browser" and sharing. */
export function NewsletterPreviewView({
  issue,
  apiUrl,
  t,
}: {
  issue: NewsletterIssueData;
  apiUrl: string;
  t: TFunction;
}) {
  return (
    <article className="static-page static-page--newsletter">
      <header className="static-page__header">
        <p>{t('staticPages.newsletter.title')}</p>
        <h1>{issue.subject}</h1>
        {issue.preheader && <p className="static-page__lead">{issue.preheader}</p>}
        <p>
          {issue.sentAt
            ? t('staticPages.newsletter.sent', { date: dateFormat.format(new Date(issue.sentAt)) })
            : t('staticPages.newsletter.draft')}
        </p>
      </header>
      <PageBlocks blocks={issue.blocks} apiUrl={apiUrl} />
    </article>
  );
}
