'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useAuth } from '../auth/index.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { rememberSignUpWelcome } from './sign-up-welcome-note.ts';

/**
 * Both forms of the login page. After signing in the visitor goes to the (sanitised) intended page;
 * after signing up that page opens with a welcome and next steps (SignUpWelcome).
 */
export function LoginPanel({ destination }: { destination: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const signedIn = useCallback(async () => {
    // The tab's auth state learns about the new session before the intended page asks for it.
    await refresh();
    router.replace(destination);
    router.refresh();
  }, [router, destination, refresh]);
  const signedUp = useCallback(
    (name: string) => {
      rememberSignUpWelcome(name);
      void signedIn();
    },
    [signedIn],
  );

  return (
    <div className="account-forms">
      <div>
        <SignInForm onSignedIn={() => void signedIn()} />
        <ForgotPasswordForm />
      </div>
      <SignUpForm onSignedUp={signedUp} />
    </div>
  );
}
