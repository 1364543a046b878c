'use client';

import { type CancelAccountValues, cancelAccountSchema } from '@foundry/domain';
import { useId, useState } from 'react';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { graphql } from '../../lib/graphql/graphql.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CANCEL_ACCOUNT_TEXTS } from '../../lib/i18n/areas/cancel-account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormPasswordField } from '../../ui/form-password-field.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { clearLocalStorageExceptSavedProducts, useAuth } from '../auth/index.ts';

/** Closes the signed-in account after the password (100 missing, 4 wrong); drops the session cookie. */
export const CancelAccountMutation = graphql(`
  mutation CancelAccount($password: String) {
    cancelAccount(password: $password)
  }
`);

/** The API's code for a wrong password. */
const WRONG_PASSWORD = 4;

/**
 * The settings page's "Cancel account": says what happens, asks for the password and a typed word
 * (so a stray click cannot close an account), calls cancelAccount, then clears what this browser
 * kept of the account (the cart stays, as on any logout of a stale session) and logs out to the home
 * page.
 */
export function CancelAccount() {
  const { t } = useTexts(CANCEL_ACCOUNT_TEXTS);
  const client = useGraphqlClient();
  const { logout } = useAuth();
  const id = useId();
  const [done, setDone] = useState(false);
  const word = t('cancelAccount.confirmationWord');
  const form = useZodForm(cancelAccountSchema(word), { password: '', confirmation: '' });

  const cancel = async ({ password }: CancelAccountValues): Promise<FormRefusal | undefined> => {
    const result = await client.mutation(CancelAccountMutation, { password }).toPromise();
    if (result.error || result.data?.cancelAccount !== true) {
      const failure = result.error ? failureOfOperation(result.error) : null;
      if (failure?.kind === 'graphql' && failure.code === WRONG_PASSWORD)
        return { fieldErrors: { password: t('cancelAccount.wrongPassword') } };
      return { message: failure?.messageKey ?? 'common:errors.unknown' };
    }
    setDone(true);
    clearLocalStorageExceptSavedProducts(window.localStorage);
    await logout({ redirectTo: '/' });
    return undefined;
  };

  return (
    <section className="account-section cancel-account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cancelAccount.title')}</h2>
      <p id={`${id}-explanation`}>{t('cancelAccount.explanation')}</p>
      <Form form={form} onSubmit={cancel} className="account-form-grid" aria-labelledby={`${id}-title`}>
        <FormPasswordField<CancelAccountValues>
          name="password"
          label={t('cancelAccount.password')}
          kind="current"
        />
        <FormTextField<CancelAccountValues>
          name="confirmation"
          label={t('cancelAccount.confirmation', { word })}
          autoComplete="off"
          spellCheck="false"
          maxLength={20}
          isRequired
        />
        <p role="status">{done ? t('cancelAccount.done') : null}</p>
        <div className="ui-form__actions">
          <FormSubmit className="cancel-account__submit">{t('cancelAccount.submit')}</FormSubmit>
        </div>
      </Form>
    </section>
  );
}
