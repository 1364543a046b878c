import type { Metadata } from 'next';
import { EditFontsInUseProject } from '../../../../../../features/user-fonts-in-use/index.ts';

export const metadata: Metadata = { title: 'Edit a Fonts in Use Project', robots: { index: false } };

export default async function EditAccountFontsInUsePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditFontsInUseProject id={id} />;
}
