import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountShell } from '../../../features/account/account-shell.tsx';

export const metadata: Metadata = { robots: { index: false } };

/** The account area (docs/routes.md): server-rendered frame, the user's data read in the browser. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <AccountShell>{children}</AccountShell>
    </div>
  );
}
