import Link from 'next/link';
import { serverT } from '../../lib/i18n/server-translation.ts';

/**
 * /linguistic-database: the route is kept for the database of languages and scripts the foundry is
 * preparing; until it opens the page says so and leads to what exists today (docs/static-pages.md).
 */
export function LinguisticDatabasePage() {
  const t = serverT();
  return (
    <article className="static-page">
      <header className="static-page__header">
        <h1>{t('staticPages.linguisticDatabase.title')}</h1>
        <p className="static-page__lead">{t('staticPages.linguisticDatabase.lead')}</p>
      </header>
      <p>{t('staticPages.linguisticDatabase.meanwhile')}</p>
      <ul>
        <li>
          <Link href="/fonts/global">{t('staticPages.linguisticDatabase.globalFonts')}</Link>
        </li>
        <li>
          <Link href="/research">{t('staticPages.linguisticDatabase.research')}</Link>
        </li>
      </ul>
    </article>
  );
}
