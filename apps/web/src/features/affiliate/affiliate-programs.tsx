'use client';

import { AFFILIATE_CAPTURE_DAYS } from '@foundry/domain';
import { useId } from 'react';
import { useCopy } from '../../lib/clipboard/use-copy.ts';
import { AFFILIATE_TEXTS } from '../../lib/i18n/areas/affiliate.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';

export interface AffiliateProgramView {
  id: string;
  code: string;
  domain: string;
  status: string;
  link: string;
  securityToken: string;
}

/** The affiliate's programmes: site, status, code, the link to copy and the token for visit counting. */
export function AffiliatePrograms({ programs }: { programs: readonly AffiliateProgramView[] }) {
  const { t } = useTexts(AFFILIATE_TEXTS);
  const id = useId();
  const { copied, failed, copy } = useCopy();
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('affiliate.programmes.heading')}</h2>
      <p>{t('affiliate.programmes.intro', { days: AFFILIATE_CAPTURE_DAYS })}</p>
      {programs.length === 0 ? (
        <p>{t('affiliate.programmes.none')}</p>
      ) : (
        <ul className="affiliate-programs">
          {programs.map((program) => (
            <li key={program.id} className="affiliate-program">
              <h3>{program.domain}</h3>
              <dl>
                <dt>{t('affiliate.programmes.status')}</dt>
                <dd className={`affiliate-status affiliate-status--${program.status.toLowerCase()}`}>
                  {t(`affiliate.programmes.statuses.${program.status}`, { defaultValue: program.status })}
                </dd>
                <dt>{t('affiliate.programmes.code')}</dt>
                <dd>
                  <code>{program.code}</code>
                </dd>
                <dt>{t('affiliate.programmes.link')}</dt>
                <dd>
                  <code className="affiliate-program__link">{program.link}</code>
                </dd>
                <dt>{t('affiliate.programmes.token')}</dt>
                <dd>
                  <code>{program.securityToken}</code>
                </dd>
              </dl>
              <button
                type="button"
                className="button"
                aria-label={t('affiliate.programmes.copyLinkFor', { domain: program.domain })}
                onClick={() => void copy(program.id, program.link)}
              >
                {t('affiliate.programmes.copyLink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite">
        {copied ? t('affiliate.programmes.copied') : failed ? t('affiliate.programmes.copyFailed') : null}
      </p>
    </section>
  );
}
