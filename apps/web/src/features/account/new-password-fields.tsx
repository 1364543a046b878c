import type { NewPasswordValues } from '@foundry/domain';
import { FormPasswordField } from '../../ui/form-password-field.tsx';

/** A new password and its repeat, bound to a Form checked by the domain's newPasswordSchema. */
export function NewPasswordFields({ label, repeatLabel }: { label: string; repeatLabel: string }) {
  return (
    <>
      <FormPasswordField<NewPasswordValues> name="password" label={label} kind="new" />
      <FormPasswordField<NewPasswordValues> name="repeatPassword" label={repeatLabel} kind="new" />
    </>
  );
}
