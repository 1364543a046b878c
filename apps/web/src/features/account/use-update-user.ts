'use client';

import { useState } from 'react';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { UpdateUserMutation } from './account-operations.ts';
import { emailFieldMessageOf } from './email-address-refusal.ts';

export type UpdateUserVariables = {
  club?: boolean;
  notifyAfterTransaction?: boolean;
  notifyNewRewards?: boolean;
  notifyNewWebinar?: boolean;
  email?: string;
  mailing?: boolean;
  invoiceLanguage?: string;
  password?: string;
  currentPassword?: string;
  resetToken?: string;
};

export type UpdateOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** updateUser for one form: busy while it runs, the outcome with the server's field messages. */
export function useUpdateUser() {
  const { i18n } = useTranslation();
  const client = useGraphqlClient();
  const [busy, setBusy] = useState(false);
  const update = async (variables: UpdateUserVariables): Promise<UpdateOutcome> => {
    setBusy(true);
    try {
      const result = await client.mutation(UpdateUserMutation, variables).toPromise();
      if (!result.error) return { ok: true };
      const raw = result.error.graphQLErrors[0]?.extensions?.fields;
      const fields: Record<string, string> = {};
      if (raw && typeof raw === 'object') {
        for (const [name, text] of Object.entries(raw as Record<string, unknown>)) {
          if (typeof text === 'string') fields[name] = text;
        }
      }
      const emailMessage = emailFieldMessageOf(result.error);
      if (emailMessage !== null) fields.email = emailMessage;
      const failure = failureOfOperation(result.error);
      const message = Object.values(fields)[0] ?? i18n.t(failure.messageKey);
      return { ok: false, message, fields };
    } finally {
      setBusy(false);
    }
  };
  return { update, busy };
}
