'use client';

import Link from 'next/link';
import { useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { USER_FONTS_IN_USE_TEXTS } from '../../lib/i18n/areas/user-fonts-in-use.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useAuth } from '../auth/index.ts';
import { FontsInUseForm } from './fonts-in-use-form.tsx';
import { ReadUserFontsInUseProjectQuery } from './user-fonts-in-use-operations.ts';
import { USER_FONTS_IN_USE_PATH } from './user-fonts-in-use-paths.ts';

/** The edit page's body: the project read fresh (cache-and-network would show a stale form), then its form. */
export function EditFontsInUseProject({ id }: { id: string }) {
  const { t, i18n } = useTexts(USER_FONTS_IN_USE_TEXTS);
  const { loggedIn } = useAuth();
  const [{ data, error, fetching }] = useQuery({
    query: ReadUserFontsInUseProjectQuery,
    variables: { id },
    pause: !loggedIn,
    requestPolicy: 'network-only',
  });
  const project = data?.readUserFontsInUseProject;
  const back = (
    <p>
      <Link href={USER_FONTS_IN_USE_PATH}>{t('userFontsInUse.form.backToList')}</Link>
    </p>
  );

  if (error && !project) {
    const notFound = error.graphQLErrors[0]?.extensions?.code === 103;
    return (
      <>
        <h1>{t('userFontsInUse.title')}</h1>
        <p role="alert">
          {notFound ? t('userFontsInUse.form.notFound') : i18n.t(failureOfOperation(error).messageKey)}
        </p>
        {back}
      </>
    );
  }
  if (!project || fetching) {
    return (
      <>
        <h1>{t('userFontsInUse.title')}</h1>
        <p role="status">{t('userFontsInUse.loading')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t('userFontsInUse.form.editTitle', { title: project.title })}</h1>
      {back}
      <FontsInUseForm key={project.id} project={project} />
    </>
  );
}
