import type { Metadata } from 'next';
import { CorporateFonts } from '../../../../features/my-fonts/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Corporate Fonts', robots: { index: false } };

export default function CorporateFontsPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.corporate_fonts')}</h1>
      <CorporateFonts />
    </>
  );
}
