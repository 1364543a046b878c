'use client';

import Link from 'next/link';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import type { WebfontsProjectType } from './webfonts-form-values.ts';
import { WEBFONTS_PATH } from './webfonts-paths.ts';
import { WebfontsProjectForm } from './webfonts-project-form.tsx';

/** The add-project pages' body: a hosted project (/webfonts/addproject) or a self-hosting kit. */
export function NewWebfontsProject({ type }: { type: WebfontsProjectType }) {
  const { t } = useTexts(WEBFONTS_TEXTS);
  return (
    <>
      <h1>{t(type === 'regular' ? 'webfonts.form.newTitle' : 'webfonts.form.newSelfHostingTitle')}</h1>
      <p>
        <Link href={WEBFONTS_PATH}>{t('webfonts.project.back')}</Link>
      </p>
      <p>{t('webfonts.intro')}</p>
      <WebfontsProjectForm type={type} />
    </>
  );
}
