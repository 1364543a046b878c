'use client';

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useAuth } from '../auth/index.ts';
import { ReadAccountSettingsQuery } from './account-operations.ts';
import { useUpdateUser } from './use-update-user.ts';

const NOTIFICATIONS = [
  ['notifyAfterTransaction', 'afterTransaction'],
  ['notifyNewRewards', 'newRewards'],
  ['notifyNewWebinar', 'newWebinar'],
] as const;

type Notice = { ok: boolean; text: string } | null;

/**
 * The club page: the club flag (it shows the fonts in development) and, for club members, the three
 * club notification flags (after a club transaction, new rewards, a new webinar).
 */
export function ClubSettings() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const [{ data }, reload] = useQuery({ query: ReadAccountSettingsQuery, pause: !loggedIn });
  const { update, busy } = useUpdateUser();
  const [notice, setNotice] = useState<Notice>(null);
  const [notificationsNotice, setNotificationsNotice] = useState<Notice>(null);
  const user = data?.readUser;
  if (!user) return <p>{t('accountArea.loading')}</p>;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await update({ club: form.get('club') === 'on' });
    setNotice(outcome.ok ? { ok: true, text: t('accountArea.saved') } : { ok: false, text: outcome.message });
    // The menu's fonts-in-development entry (and the notifications below) follow the flag.
    if (outcome.ok) reload({ requestPolicy: 'network-only' });
  };

  const saveNotifications = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const flags = Object.fromEntries(NOTIFICATIONS.map(([name]) => [name, form.get(name) === 'on']));
    const outcome = await update(flags);
    setNotificationsNotice(
      outcome.ok ? { ok: true, text: t('accountArea.saved') } : { ok: false, text: outcome.message },
    );
    if (outcome.ok) reload({ requestPolicy: 'network-only' });
  };

  return (
    <>
      <section className="account-section" aria-labelledby="club-title">
        <h2 id="club-title">{t('accountArea.club.membership')}</h2>
        <form className="account-form-grid" onSubmit={save}>
          <label className="checkbox">
            <input name="club" type="checkbox" defaultChecked={user.club} />
            {t('accountArea.club.member')}
          </label>
          <p role={notice && !notice.ok ? 'alert' : 'status'}>{notice?.text}</p>
          <button type="submit" className="button" disabled={busy}>
            {t('accountArea.save')}
          </button>
        </form>
      </section>
      {user.club ? (
        <section className="account-section" aria-labelledby="club-notifications-title">
          <h2 id="club-notifications-title">{t('accountArea.club.notificationsTitle')}</h2>
          <form
            className="account-form-grid"
            onSubmit={saveNotifications}
            aria-labelledby="club-notifications-title"
          >
            {NOTIFICATIONS.map(([name, key]) => (
              <label key={name} className="checkbox">
                <input name={name} type="checkbox" defaultChecked={user.clubSettings[name]} />
                {t(`accountArea.club.notification.${key}`)}
              </label>
            ))}
            <p role={notificationsNotice && !notificationsNotice.ok ? 'alert' : 'status'}>
              {notificationsNotice?.text}
            </p>
            <button type="submit" className="button" disabled={busy}>
              {t('accountArea.save')}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
