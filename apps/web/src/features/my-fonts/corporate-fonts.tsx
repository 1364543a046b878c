'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { MyFontsList } from './my-fonts-list.tsx';

/** Corporate fonts: the families bought under a corporate licence, and where to redeem a code. */
export function CorporateFonts() {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {t('myFonts.corporate.intro')} <Link href="/fonts/corporate">{t('myFonts.corporate.redeem')}</Link>
      </p>
      <MyFontsList corporateOnly />
    </>
  );
}
