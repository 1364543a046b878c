import type { Metadata } from 'next';
import { HelpSearch } from '../../features/help/index.ts';
import { loadHelpSections } from '../../features/help/server.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export function generateMetadata(): Metadata {
  const t = serverT();
  return { title: t('staticPages.help.title'), description: t('staticPages.help.description') };
}

/** /help: the help sections with their articles and a search that narrows them as you type. */
export default async function HelpPage() {
  const t = serverT();
  const sections = await loadHelpSections();
  return (
    <>
      <header className="help">
        <h1>{t('staticPages.help.title')}</h1>
        <p>{t('staticPages.help.description')}</p>
      </header>
      <HelpSearch sections={sections} />
    </>
  );
}
