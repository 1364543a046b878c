'use client';

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useAuth } from '../auth/use-auth.ts';
import { ReadAccountSettingsQuery } from './account-operations.ts';
import { useUpdateUser } from './use-update-user.ts';

/**
 * The club page: the club flag (it shows the fonts in development). The API has no club notification
 * flags yet, so none are offered here.
 */
export function ClubSettings() {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const [{ data }, reload] = useQuery({ query: ReadAccountSettingsQuery, pause: !loggedIn });
  const { update, busy } = useUpdateUser();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const user = data?.readUser;
  if (!user) return <p>{t('accountArea.loading')}</p>;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await update({ club: form.get('club') === 'on' });
    setNotice(outcome.ok ? { ok: true, text: t('accountArea.saved') } : { ok: false, text: outcome.message });
    // The menu's fonts-in-development entry follows the flag.
    if (outcome.ok) reload({ requestPolicy: 'network-only' });
  };

  return (
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
  );
}
