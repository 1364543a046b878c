import type { Metadata } from 'next';
import { FontCustomiser } from '../../../../../../features/font-customisations/index.ts';

export const metadata: Metadata = { title: 'Font Customisations', robots: { index: false } };

/** /my_account/fonts/{familyID}/customisations: save positions on a variable family's axes, download them. */
export default async function FontCustomisationsPage({ params }: { params: Promise<{ familyId: string }> }) {
  const { familyId } = await params;
  return <FontCustomiser familyId={familyId} />;
}
