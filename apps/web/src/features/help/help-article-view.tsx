import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { CONTACT_EMAIL } from '../../lib/site/site-info.ts';
import { MarkdownBody } from './markdown.tsx';
import type { ReadHelpItemQuery } from './queries/help-queries.ts';

export type HelpArticleData = ResultOf<typeof ReadHelpItemQuery>['readHelpItems'][number];

/** /help/{url}: an article (Markdown body), or a section with its articles; the other articles of its section. */
export function HelpArticleView({ item, t }: { item: HelpArticleData; t: TFunction }) {
  const siblings = item.parent?.children.filter((sibling) => sibling.id !== item.id) ?? [];
  return (
    <article className="static-page help-article">
      <p>
        <Link href="/help">{t('staticPages.help.back')}</Link>
        {item.parent && (
          <>
            {' / '}
            <Link href={`/help/${item.parent.url}`}>{item.parent.title}</Link>
          </>
        )}
      </p>
      <h1>{item.title}</h1>
      <MarkdownBody source={item.body} />
      {item.children.length > 0 && (
        <ul className="help-article__children">
          {item.children.map((child) => (
            <li key={child.id}>
              <Link href={`/help/${child.url}`}>{child.title}</Link>
            </li>
          ))}
        </ul>
      )}
      {item.parent && siblings.length > 0 && (
        <nav aria-labelledby="help-more">
          <h2 id="help-more">{t('staticPages.help.section', { title: item.parent.title })}</h2>
          <ul>
            {siblings.map((sibling) => (
              <li key={sibling.id}>
                <Link href={`/help/${sibling.url}`}>{sibling.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="help-article__contact">
        {t('staticPages.help.contact')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </article>
  );
}
