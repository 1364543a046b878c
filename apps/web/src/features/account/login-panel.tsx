'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** Both forms of the login page; after either succeeds the visitor goes to the (sanitised) intended page. */
export function LoginPanel({ destination }: { destination: string }) {
  const router = useRouter();
  const done = useCallback(() => {
    router.replace(destination);
    // Server components (the header) read the new session cookie.
    router.refresh();
  }, [router, destination]);

  return (
    <div className="account-forms">
      <SignInForm onSignedIn={done} />
      <SignUpForm onSignedUp={done} />
    </div>
  );
}
