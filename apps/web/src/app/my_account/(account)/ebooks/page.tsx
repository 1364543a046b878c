import type { Metadata } from 'next';
import { MyEbooks } from '../../../../features/my-fonts/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'My E-books', robots: { index: false } };

export default function MyEbooksPage() {
  return (
    <>
      <h1>{serverT()('accountArea.menu.my_ebooks')}</h1>
      <MyEbooks />
    </>
  );
}
