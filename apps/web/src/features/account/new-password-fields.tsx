import { type NewPasswordValues, PASSWORD_MAX_LENGTH } from '@foundry/domain';
import { FormTextField } from '../../ui/form-text-field.tsx';

/** A new password and its repeat, bound to a Form checked by the domain's newPasswordSchema. */
export function NewPasswordFields({ label, repeatLabel }: { label: string; repeatLabel: string }) {
  return (
    <>
      <FormTextField<NewPasswordValues>
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        isRequired
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <FormTextField<NewPasswordValues>
        name="repeatPassword"
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
        isRequired
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </>
  );
}
