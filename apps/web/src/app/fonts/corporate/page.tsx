import type { Metadata } from 'next';
import { CorporateRoute } from '../../../features/corporate/index.ts';

export const metadata: Metadata = { title: 'Corporate fonts', robots: { index: false } };

/** /fonts/corporate: buying a company's fonts with its access code (docs/shop-contract.md, corporate fonts). */
export default function CorporateFontsPage() {
  return (
    <div className="page">
      <CorporateRoute />
    </div>
  );
}
