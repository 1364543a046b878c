import { comparePath, setCompareList } from '@foundry/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { CompareFromStorage, CompareView } from '../../../../features/compare/index.ts';
import { loadCompareCandidates, loadCompareFamilies } from '../../../../features/compare/server.ts';
import { PageCrumb } from '../../../../features/navigation/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Compare fonts' };

interface ComparePageProps {
  params: Promise<{ fonts?: string[] }>;
}

/** The fonts of the URL as a compare list, or the domain's error for more than 3 (shown on the page). */
function compareListOf(fonts: readonly string[]): { list: string[] } | { error: string } {
  try {
    return { list: setCompareList(fonts) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** /fonts/compare/{fontA}/{fontB}…: up to three families side by side; /fonts/compare: the stored list. */
export default async function ComparePage({ params }: ComparePageProps) {
  const t = serverT();
  const fonts = ((await params).fonts ?? []).map((segment) => decodeURIComponent(segment));
  const compared = compareListOf(fonts);
  if ('error' in compared) {
    return (
      <div className="page">
        <h1>{t('compare.title')}</h1>
        <p role="alert" className="compare__error">
          {compared.error}
        </p>
        <p>
          <Link href="/fonts/compare">{t('compare.open')}</Link>
        </p>
      </div>
    );
  }
  // A repeated font is dropped: the address shows the list as it is.
  if (compared.list.length !== fonts.length) redirect(comparePath(compared.list));
  const [families, candidates] = await Promise.all([
    loadCompareFamilies(compared.list),
    fonts.length > 0 ? loadCompareCandidates() : [],
  ]);
  if (fonts.length > 0 && families.length === 0) notFound();
  const last = families.at(-1);
  return (
    <div className="page">
      {/* The trail ends with the last family's title, not its slug's words or this page's heading. */}
      {last && fonts.length > 0 ? <PageCrumb title={last.title} /> : null}
      <h1>{t('compare.title')}</h1>
      {families.length < fonts.length ? <p role="status">{t('compare.notFound')}</p> : null}
      {fonts.length === 0 ? (
        <CompareFromStorage />
      ) : (
        <CompareView families={families} candidates={candidates} />
      )}
    </div>
  );
}
