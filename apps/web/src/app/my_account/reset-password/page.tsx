import type { Metadata } from 'next';
import { ResetPasswordForm } from '../../../features/account/index.ts';
import { serverT } from '../../../lib/i18n/server-translation.ts';

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false } };

/** Where the password-reset mail links to, with the link's token. */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? null;
  return (
    <div className="page">
      <h1>{serverT()('accountArea.reset.title')}</h1>
      <ResetPasswordForm token={token && token.length <= 2000 ? token : null} />
    </div>
  );
}
