import type { Metadata } from 'next';
import { CorporateRoute } from '../../../../features/corporate/index.ts';

export const metadata: Metadata = { title: 'Corporate fonts', robots: { index: false } };

/** /fonts/corporate/{code}: the corporate page with the code from a link already entered. */
export default async function CorporateFontsCodePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return (
    <div className="page">
      <CorporateRoute initialCode={decodeURIComponent(code)} />
    </div>
  );
}
