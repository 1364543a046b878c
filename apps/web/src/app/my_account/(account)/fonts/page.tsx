import type { Metadata } from 'next';
import { MyFontsList, myFontsFilterFromQuery } from '../../../../features/my-fonts/index.ts';
import { serverT } from '../../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'My Fonts', robots: { index: false } };

/** My fonts: the families bought and tried; ?show= and ?sort= choose the list. */
export default async function MyFontsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filter = myFontsFilterFromQuery(await searchParams);
  return (
    <>
      <h1>{serverT()('accountArea.menu.my_fonts')}</h1>
      <MyFontsList initialFilter={filter} />
    </>
  );
}
