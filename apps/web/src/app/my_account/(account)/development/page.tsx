import type { Metadata } from 'next';
import { FontsInDevelopment } from '../../../../features/my-fonts/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Fonts in Development', robots: { index: false } };

export default function FontsInDevelopmentPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.fonts_in_development')}</h1>
      <FontsInDevelopment />
    </>
  );
}
