import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@foundry/domain';

const NEW_PASSWORD_INPUTS = ['password', 'repeatPassword'] as const;

/** A new password and its repeat, with the length limits of the domain (read by newPasswordOf). */
export function NewPasswordFields({ label, repeatLabel }: { label: string; repeatLabel: string }) {
  return NEW_PASSWORD_INPUTS.map((name) => (
    <label key={name}>
      {name === 'password' ? label : repeatLabel}
      <input
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </label>
  ));
}

/** The new password of a form with NewPasswordFields, or null when its repeat differs. */
export function newPasswordOf(form: FormData): string | null {
  const password = String(form.get('password') ?? '');
  return password === String(form.get('repeatPassword') ?? '') ? password : null;
}
