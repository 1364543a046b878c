'use client';

import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { WebfontsProjectType } from './webfonts-form-values.ts';
import { WEBFONTS_PATH } from './webfonts-paths.ts';
import { WebfontsProjectForm } from './webfonts-project-form.tsx';

/** The add-project pages' body: a hosted project (/webfonts/addproject) or a self-hosting kit. */
export function NewWebfontsProject({ type }: { type: WebfontsProjectType }) {
  const { t } = useTranslation();
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
