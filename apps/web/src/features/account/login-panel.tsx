'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useAuth } from '../auth/index.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** Both forms of the login page; after either succeeds the visitor goes to the (sanitised) intended page. */
export function LoginPanel({ destination }: { destination: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const done = useCallback(async () => {
    // The tab's auth state learns about the new session before the intended page asks for it.
    await refresh();
    router.replace(destination);
    router.refresh();
  }, [router, destination, refresh]);

  return (
    <div className="account-forms">
      <div>
        <SignInForm onSignedIn={() => void done()} />
        <ForgotPasswordForm />
      </div>
      <SignUpForm onSignedUp={() => void done()} />
    </div>
  );
}
