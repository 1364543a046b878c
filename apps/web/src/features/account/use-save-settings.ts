'use client';

import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import type { FormRefusal } from '../../ui/form.tsx';
import { type UpdateOutcome, type UpdateUserVariables, useUpdateUser } from './use-update-user.ts';

/** What a save answers: the words of its success, or the server's refusal for the form. */
export type SettingsOutcome = { ok: true; text: string } | { ok: false; refusal: FormRefusal };

/** An updateUser answer as a settings section shows it: the given words, or the refusal. */
function outcomeOf(outcome: UpdateOutcome, done: string): SettingsOutcome {
  if (outcome.ok) return { ok: true, text: done };
  const placed = Object.keys(outcome.fields).length > 0;
  return { ok: false, refusal: { fieldErrors: outcome.fields, message: placed ? null : outcome.message } };
}

interface SaveOptions {
  /** The words of a success ("Saved" unless said). */
  done?: string;
  /** Runs once the account has taken the change (read the account again, empty the fields …). */
  afterSave?: () => void;
}

/** How every settings section saves: updateUser with its values, then its words or the refusal. */
export function useSaveSettings() {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const { update } = useUpdateUser();
  return async (
    variables: UpdateUserVariables,
    { done, afterSave }: SaveOptions = {},
  ): Promise<SettingsOutcome> => {
    const outcome = await update(variables);
    if (outcome.ok) afterSave?.();
    return outcomeOf(outcome, done ?? t('accountArea.saved'));
  };
}
