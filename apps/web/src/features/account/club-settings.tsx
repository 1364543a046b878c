'use client';

import {
  type ClubMembershipValues,
  type ClubNotificationsValues,
  clubMembershipSchema,
  clubNotificationsSchema,
} from '@foundry/domain';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { useAuth } from '../auth/index.ts';
import { ReadAccountSettingsQuery } from './account-operations.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSaveSettings } from './use-save-settings.ts';

const NOTIFICATIONS = [
  ['notifyAfterTransaction', 'afterTransaction'],
  ['notifyNewRewards', 'newRewards'],
  ['notifyNewWebinar', 'newWebinar'],
] as const;

/** The club flag; once saved the account is read again (the menu and the notifications follow it). */
function ClubMembership({ club, saved }: { club: boolean; saved: () => void }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const saveSettings = useSaveSettings();
  const form = useZodForm(clubMembershipSchema, { club });
  const save = (values: ClubMembershipValues) => saveSettings(values, { afterSave: saved });
  return (
    <SettingsSection name="club" title={t('accountArea.club.membership')} form={form} save={save}>
      <FormCheckbox<ClubMembershipValues> name="club">{t('accountArea.club.member')}</FormCheckbox>
    </SettingsSection>
  );
}

/** A club member's three notification flags, saved together (updateUser takes them flat). */
function ClubNotifications({ settings, saved }: { settings: ClubNotificationsValues; saved: () => void }) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const saveSettings = useSaveSettings();
  const form = useZodForm(clubNotificationsSchema, settings);
  const save = (flags: ClubNotificationsValues) => saveSettings(flags, { afterSave: saved });
  return (
    <SettingsSection
      name="club-notifications"
      title={t('accountArea.club.notificationsTitle')}
      form={form}
      save={save}
    >
      {NOTIFICATIONS.map(([name, key]) => (
        <FormCheckbox<ClubNotificationsValues> key={name} name={name}>
          {t(`accountArea.club.notification.${key}`)}
        </FormCheckbox>
      ))}
    </SettingsSection>
  );
}

/**
 * The club page: the club flag (it shows the fonts in development) and, for club members, the three
 * club notification flags (after a club transaction, new rewards, a new webinar); each a form of the
 * form layer (docs/forms.md).
 */
export function ClubSettings() {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const { loggedIn } = useAuth();
  const [{ data }, reload] = useQuery({ query: ReadAccountSettingsQuery, pause: !loggedIn });
  const user = data?.readUser;
  if (!user) return <p>{t('accountArea.loading')}</p>;
  const readAgain = () => reload({ requestPolicy: 'network-only' });
  const { notifyAfterTransaction, notifyNewRewards, notifyNewWebinar } = user.clubSettings;
  return (
    <>
      <ClubMembership club={user.club} saved={readAgain} />
      {user.club ? (
        <ClubNotifications
          settings={{ notifyAfterTransaction, notifyNewRewards, notifyNewWebinar }}
          saved={readAgain}
        />
      ) : null}
    </>
  );
}
