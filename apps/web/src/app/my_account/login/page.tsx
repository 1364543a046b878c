import type { Metadata } from 'next';
import { LoginPanel } from '../../../features/account/login-panel.tsx';
import { safeIntendedPath } from '../../../features/account/safe-intended-path.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Log In', robots: { index: false } };

/** Sign-in and sign-up (docs/routes.md); `intended` is the page to return to afterwards. */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const destination = safeIntendedPath((await searchParams).intended);
  return (
    <div className="page">
      <h1>{serverT()('account.title')}</h1>
      <LoginPanel destination={destination} />
    </div>
  );
}
