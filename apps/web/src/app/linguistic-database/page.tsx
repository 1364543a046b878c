import type { Metadata } from 'next';
import { LinguisticDatabasePage } from '../../features/static-pages/server.ts';

export const metadata: Metadata = { title: 'Linguistic database', robots: { index: false, follow: true } };

/** /linguistic-database: a placeholder until the database opens (docs/static-pages.md). */
export default function Page() {
  return <LinguisticDatabasePage />;
}
