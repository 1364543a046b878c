import type { Metadata } from 'next';
import { NewFontsInUseProject } from '../../../../../features/user-fonts-in-use/index.ts';

export const metadata: Metadata = { title: 'Submit a Fonts in Use Project', robots: { index: false } };

export default function NewAccountFontsInUsePage() {
  return <NewFontsInUseProject />;
}
