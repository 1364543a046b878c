'use client';

import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { accountDate } from '../../lib/dates/account-date.ts';
import { MY_FONTS_TEXTS } from '../../lib/i18n/areas/my-fonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { useAccountDownload } from './use-account-download.ts';
import type { MyFontsNode } from './use-my-fonts-pages.ts';

type MyLicence = MyFontsNode['licenses'][number];

function LicenceItem({ licence }: { licence: MyLicence }) {
  const { t } = useTexts(MY_FONTS_TEXTS);
  return (
    <li className="my-font__licence">
      <p>
        <Link
          href={`/orders/${encodeURIComponent(licence.orderID)}/${encodeURIComponent(licence.orderHash)}`}
        >
          {t('myFonts.order', { id: licence.orderID })}
        </Link>{' '}
        · {licence.productTitle} · {t('myFonts.orderedOn', { date: accountDate(licence.orderDate) })}
      </p>
      {licence.encodings.length > 0 ? (
        <p>
          {t('myFonts.encodingsBought', {
            encodings: licence.encodings.map((encoding) => encoding.title).join(', '),
          })}
        </p>
      ) : null}
      <ul>
        {licence.licenses.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.title}</strong>
            {entry.licenseName ? ` ${t('myFonts.licensee', { name: entry.licenseName })}` : null}
            {entry.options.length > 0
              ? `: ${entry.options.map((option) => `${option.title} ${option.valueTitle}`).join(', ')}`
              : null}{' '}
            <span className="my-font__validity">
              ({t('myFonts.validFrom', { date: accountDate(entry.validFrom) })},{' '}
              {entry.validTo
                ? t('myFonts.validUntil', { date: accountDate(entry.validTo) })
                : t('myFonts.validPerpetual')}
              )
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The encoding choice and the download button of a family the user owns. */
function FamilyDownload({ node }: { node: MyFontsNode }) {
  const { t } = useTexts(MY_FONTS_TEXTS);
  const ids = useId();
  const { start, busy } = useAccountDownload();
  const [chosen, setChosen] = useState<string[]>(() => node.encodings.map((encoding) => encoding.id));
  const [error, setError] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(true);
      return;
    }
    setError(false);
    void start({ type: 'family', familyID: node.family.id, encodingIDs: chosen });
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)));

  return (
    <form className="my-font__download" onSubmit={submit} aria-describedby={`${ids}-status`}>
      {node.encodings.length > 1 ? (
        <fieldset>
          <legend>{t('myFonts.download.encodings')}</legend>
          {node.encodings.map((encoding) => (
            <Checkbox
              key={encoding.id}
              isSelected={chosen.includes(encoding.id)}
              onChange={(on) => toggle(encoding.id, on)}
            >
              {encoding.title}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
      <Button
        type="submit"
        busy={busy}
        aria-label={t('myFonts.download.buttonFor', { family: node.family.title })}
      >
        {t('myFonts.download.button')}
      </Button>
      <p id={`${ids}-status`} role="status" aria-live="polite">
        {busy ? t('myFonts.download.preparing') : null}
        {error ? t('myFonts.download.chooseEncoding') : null}
      </p>
    </form>
  );
}

/** One family of the account's font lists: what is owned, the licences, the download and the next steps. */
export function MyFamilyCard({ node }: { node: MyFontsNode }) {
  const { t } = useTexts(MY_FONTS_TEXTS);
  const titleId = useId();
  const family = node.family;
  const isTrial = node.__typename === 'MyTrialFamily';
  const trial = node.__typename === 'MyTrialFamily' ? node : null;

  return (
    <article className="my-font" aria-labelledby={titleId}>
      <header className="my-font__header">
        <h3 id={titleId}>
          <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>
        </h3>
        <p className="my-font__kind">
          {t(`myFonts.kinds.${node.__typename}`)}
          {node.canBuyOnlyPrerelease ? ` · ${t('myFonts.prerelease')}` : null}
        </p>
      </header>

      {trial ? (
        <div className="my-font__trial">
          {trial.trialDownloadedAt ? (
            <p>{t('myFonts.trial.downloadedOn', { date: accountDate(trial.trialDownloadedAt) })}</p>
          ) : null}
          {trial.canDownload && trial.lastTrialDownload?.file ? (
            <a href={trial.lastTrialDownload.file} download>
              {t('myFonts.trial.again')}
            </a>
          ) : null}{' '}
          <Link href={`/fonts/${encodeURIComponent(family.url)}`}>
            {t('myFonts.trial.buy', { family: family.title })}
          </Link>
        </div>
      ) : null}

      {!isTrial ? (
        <>
          <details className="my-font__styles">
            <summary>
              {t('myFonts.stylesOwned')}: {t('myFonts.styles', { count: node.ownedStyles.length })}
            </summary>
            <ul>
              {node.ownedStyles.map((style) => (
                <li key={style.id}>{style.title}</li>
              ))}
            </ul>
          </details>
          <section aria-label={t('myFonts.licences')}>
            <h4>{t('myFonts.licences')}</h4>
            <ul className="my-font__licences">
              {node.licenses.map((licence) => (
                <LicenceItem key={`${licence.orderID}/${licence.productTitle}`} licence={licence} />
              ))}
            </ul>
          </section>
          {node.canDownload && node.encodings.length > 0 ? <FamilyDownload node={node} /> : null}
        </>
      ) : null}

      <p className="my-font__actions">
        {node.canCustomise ? (
          <Link
            className="button"
            href={`/my_account/fonts/${encodeURIComponent(family.id)}/customisations`}
            aria-label={t('myFonts.customiseFor', { family: family.title })}
          >
            {t('myFonts.customise')}
          </Link>
        ) : null}
        {node.customisations.length > 0 ? (
          <span> {t('myFonts.customisations', { count: node.customisations.length })} </span>
        ) : null}
        {node.buyingOptions.length > 0 ? (
          <Link
            className="button"
            href={`/my_account/fonts/${encodeURIComponent(family.id)}/upgrade`}
            aria-label={t('myFonts.upgradeFor', { family: family.title })}
          >
            {t('myFonts.upgrade')}
          </Link>
        ) : null}
      </p>
    </article>
  );
}
