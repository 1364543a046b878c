'use client';

import Link from 'next/link';
import { USER_FONTS_IN_USE_TEXTS } from '../../lib/i18n/areas/user-fonts-in-use.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { FontsInUseForm } from './fonts-in-use-form.tsx';
import { USER_FONTS_IN_USE_PATH } from './user-fonts-in-use-paths.ts';

/** The new-project page's body. */
export function NewFontsInUseProject() {
  const { t } = useTexts(USER_FONTS_IN_USE_TEXTS);
  return (
    <>
      <h1>{t('userFontsInUse.form.newTitle')}</h1>
      <p>
        <Link href={USER_FONTS_IN_USE_PATH}>{t('userFontsInUse.form.backToList')}</Link>
      </p>
      <p>{t('userFontsInUse.intro')}</p>
      <FontsInUseForm />
    </>
  );
}
