import { type FormEvent, useState } from 'react';
import { AdminRequestError, adminRequest } from '../lib/admin-client.ts';
import { SIGN_IN } from '../lib/documents.ts';
import { TEXT } from '../lib/texts.ts';
import type { Staff } from '../lib/types.ts';

/** E-mail, password and the authenticator's code; one message for every refusal. */
export function SignInPage({
  expired,
  onSignedIn,
}: {
  expired: boolean;
  onSignedIn: (staff: Staff) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const data = await adminRequest<{ staffSignIn: Staff }>(SIGN_IN, {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        code: String(form.get('code') ?? '') || null,
      });
      onSignedIn(data.staffSignIn);
    } catch (failure) {
      setError(failure instanceof AdminRequestError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="sign-in">
      <h1>{TEXT.signIn.title}</h1>
      {expired && !error ? (
        <p className="notice" role="status">
          {TEXT.signIn.expired}
        </p>
      ) : null}
      <form onSubmit={submit} className="stack" aria-describedby={error ? 'sign-in-error' : undefined}>
        <label className="field">
          <span>{TEXT.signIn.email}</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>{TEXT.signIn.password}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label className="field">
          <span>{TEXT.signIn.code}</span>
          <input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            aria-describedby="code-hint"
          />
          <small id="code-hint">{TEXT.signIn.codeHint}</small>
        </label>
        {error ? (
          <p id="sign-in-error" role="alert" className="notice notice-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {TEXT.signIn.submit}
        </button>
      </form>
    </main>
  );
}
