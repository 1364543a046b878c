import type { Metadata } from 'next';
import { AuthorsView } from '../../features/authors/index.ts';
import { loadAuthors } from '../../features/authors/server.ts';
import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';

export function generateMetadata(): Metadata {
  const t = serverT();
  return { title: t('stories.authors.title'), description: t('stories.authors.intro') };
}

/** /authors: every author by name (readAuthors, one page of 500). */
export default async function AuthorsPage() {
  const { nodes } = await loadAuthors(1);
  return <AuthorsView authors={nodes} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
