import type { TFunction } from 'i18next';
import Link from 'next/link';
import { LicenceConfiguratorSection } from '../licensing/server.ts';
import { DownloadTrialButton } from '../trials/index.ts';
import type { PageFamily } from './family-page-data.ts';

/**
 * The buy panel: the licence configurator, with the free trial and the licence agreement beside
 * it. It stays in view beside the specimen on a desktop; on a phone it follows the specimen and
 * the hero's Buy link leads to it.
 */
export function FamilyBuyPanel({ family, t }: { family: PageFamily; t: TFunction }) {
  return (
    <aside
      id="family-buy"
      className="family-buy"
      aria-label={t('familyPage.buy.title', { family: family.title })}
    >
      <div className="family-buy__inner">
        <LicenceConfiguratorSection familyUrl={family.url} />
        <div className="family-buy__beside">
          {family.trialFamilyProductID ? (
            <section aria-labelledby="family-trial-title">
              <h2 id="family-trial-title" className="family-buy__title">
                {t('trials.title')}
              </h2>
              <p>{t('trials.intro', { family: family.title })}</p>
              <DownloadTrialButton
                productID={family.trialFamilyProductID}
                encodingID={family.encoding?.id ?? null}
                preRelease={family.preRelease}
                familyTitle={family.title}
              />
            </section>
          ) : null}
          <p>
            <Link href="/licensing">{t('familyPage.buy.agreement')}</Link>
          </p>
        </div>
      </div>
    </aside>
  );
}
