'use client';

import Link from 'next/link';
import { MY_FONTS_TEXTS } from '../../lib/i18n/areas/my-fonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { MyFontsList } from './my-fonts-list.tsx';

/** Corporate fonts: the families bought under a corporate licence, and where to redeem a code. */
export function CorporateFonts() {
  const { t } = useTexts(MY_FONTS_TEXTS);
  return (
    <>
      <p>
        {t('myFonts.corporate.intro')} <Link href="/fonts/corporate">{t('myFonts.corporate.redeem')}</Link>
      </p>
      <MyFontsList corporateOnly />
    </>
  );
}
