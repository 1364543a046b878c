'use client';

import {
  formatMoney,
  isLicenseSelectionComplete,
  type LicenseSelection,
  raiseLicenseSelection,
  type UpgradeOption,
} from '@foundry/domain';
import Link from 'next/link';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { useAuth } from '../auth/index.ts';
import { useCart } from '../cart/index.ts';
import { licenseInput } from '../checkout/index.ts';
import { LicenceChoices, toLicenseCatalogue } from '../licensing/index.ts';
import '../licensing/licence-configurator.css';
import { minimumSelection, upgradeEncodingChoice } from './upgrade-licences.ts';
import {
  ReadUpgradeChoicesQuery,
  ReadUpgradeFamilySummaryQuery,
  ReadUpgradeOptionsQuery,
  ReadUpgradeStylesQuery,
} from './upgrade-operations.ts';
import './upgrades.css';

/** Code of a family the user owns nothing of (the API's 215 on myFamilyID). */
const NOT_OWNED_CODE = 215;

type Choices = ResultOf<typeof ReadUpgradeChoicesQuery>;

function ErrorText({ error }: { error: Parameters<typeof failureOfOperation>[0] }) {
  const { t, i18n } = useTranslation();
  const failure = failureOfOperation(error);
  const text =
    failure.kind === 'graphql' && failure.code === NOT_OWNED_CODE
      ? t('upgrades.notOwned')
      : i18n.t(failure.messageKey);
  return <p role="alert">{text}</p>;
}

/**
 * The licence upgrade page of an owned family (docs/upgrades.md): the option (readUpgradeOptions), the
 * style for SingleStyle, the scripts and licences (never below what is owned), a live summary
 * (readUpgradeFamilySummary: price, already paid, to pay) and 'Add to cart', which puts the selection
 * with its upgrade into the cart and goes to the checkout.
 */
export function UpgradePage({ familyId, navigate }: { familyId: string; navigate: (path: string) => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const ids = useId();
  const [{ data, error, fetching }] = useQuery({
    query: ReadUpgradeOptionsQuery,
    variables: { myFamilyID: familyId },
    pause: !loggedIn,
    requestPolicy: 'cache-and-network',
  });
  const offered = (data?.readUpgradeOptions ?? []) as UpgradeOption[];
  const [chosen, setChosen] = useState<UpgradeOption | null>(null);
  const option = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);

  return (
    <section className="upgrade-page" aria-labelledby={`${ids}-title`}>
      <p>
        <Link href="/my_account/fonts">{t('upgrades.back')}</Link>
      </p>
      <h1 id={`${ids}-title`}>{t('upgrades.title')}</h1>
      <p>{t('upgrades.intro')}</p>
      {error ? (
        <ErrorText error={error} />
      ) : !data ? (
        <p role="status">{fetching || !loggedIn ? t('upgrades.loading') : null}</p>
      ) : offered.length === 0 ? (
        <p>{t('upgrades.none')}</p>
      ) : (
        <>
          <fieldset className="upgrade-page__options">
            <legend>{t('upgrades.option')}</legend>
            {offered.map((each) => (
              <label key={each} className="licence-configurator__choice">
                <input
                  type="radio"
                  name={`${ids}-option`}
                  value={each}
                  checked={option === each}
                  aria-describedby={`${ids}-${each}-description`}
                  onChange={() => setChosen(each)}
                />
                {t(`upgrades.options.${each}.title`)}
                <span id={`${ids}-${each}-description`} className="licence-configurator__note">
                  {' '}
                  {t(`upgrades.options.${each}.description`)}
                </span>
              </label>
            ))}
          </fieldset>
          {option === 'SingleStyle' ? (
            <StyleStep familyId={familyId} navigate={navigate} />
          ) : option ? (
            <UpgradeChoices
              key={option}
              familyId={familyId}
              option={option}
              styleId={null}
              navigate={navigate}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** SingleStyle: which of the styles bought on their own to upgrade. */
function StyleStep({ familyId, navigate }: { familyId: string; navigate: (path: string) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [{ data, error }] = useQuery({ query: ReadUpgradeStylesQuery, variables: { myFamilyID: familyId } });
  const styles = (data?.readUpgradeProducts ?? []).flatMap((product) =>
    product.style ? [{ id: product.style.id, title: product.style.title ?? product.title }] : [],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const styleId = picked ?? styles[0]?.id ?? null;
  if (error) return <ErrorText error={error} />;
  if (!data) return <p role="status">{t('upgrades.choicesLoading')}</p>;
  return (
    <>
      <fieldset>
        <legend>{t('upgrades.style')}</legend>
        {styles.map((style) => (
          <label key={style.id} className="licence-configurator__choice">
            <input
              type="radio"
              name={`${ids}-style`}
              value={style.id}
              checked={styleId === style.id}
              onChange={() => setPicked(style.id)}
            />
            {style.title}
          </label>
        ))}
      </fieldset>
      {styleId ? (
        <UpgradeChoices
          key={styleId}
          familyId={familyId}
          option="SingleStyle"
          styleId={styleId}
          navigate={navigate}
        />
      ) : null}
    </>
  );
}

interface ChoicesProps {
  familyId: string;
  option: UpgradeOption;
  styleId: string | null;
  navigate: (path: string) => void;
}

/** Loads what the option offers, then shows the scripts, licences and summary for it. */
function UpgradeChoices(props: ChoicesProps) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: ReadUpgradeChoicesQuery,
    variables: { myFamilyID: props.familyId, upgradeOption: props.option, styleID: props.styleId },
    requestPolicy: 'cache-and-network',
  });
  if (error) return <ErrorText error={error} />;
  if (!data) return <p role="status">{t('upgrades.choicesLoading')}</p>;
  return <UpgradeForm {...props} choices={data} />;
}

function UpgradeForm({ familyId, option, styleId, navigate, choices }: ChoicesProps & { choices: Choices }) {
  const { t } = useTranslation();
  const { addFontSelection } = useCart();
  const ids = useId();
  const licences = choices.readUpgradeLicenses;
  const catalogue = useMemo(() => toLicenseCatalogue(licences), [licences]);
  const minimum = useMemo(() => minimumSelection(licences), [licences]);
  const [selection, setSelection] = useState<LicenseSelection>(() =>
    raiseLicenseSelection([], minimum, catalogue),
  );
  const [encodingChoice, setEncodingChoice] = useState<string[]>([]);
  const encodings = choices.readUpgradeEncodings;
  const encodingIds = upgradeEncodingChoice(encodings, encodingChoice);
  const target = choices.readUpgradeProducts[0] ?? null;
  const complete = isLicenseSelectionComplete(selection, catalogue);

  const [{ data, error, fetching }] = useQuery({
    query: ReadUpgradeFamilySummaryQuery,
    variables: {
      myFamilyID: familyId,
      upgradeOption: option,
      styleID: styleId,
      encodingIDs: encodingIds,
      licenses: selection.map(licenseInput),
    },
    requestPolicy: 'cache-and-network',
  });
  const summary = data?.readUpgradeFamilySummary ?? null;
  // A stale answer stays on screen while the next one loads; the status says it is updating.
  const [shown, setShown] = useState(summary);
  useEffect(() => {
    if (summary) setShown(summary);
  }, [summary]);

  function changeLicences(next: LicenseSelection) {
    // The licence never goes below what is owned (the server raises it the same way).
    setSelection(raiseLicenseSelection(next, minimum, catalogue));
  }
  function addToCart(event: React.FormEvent) {
    event.preventDefault();
    if (!complete || !target) return;
    addFontSelection({
      productIds: [target.id],
      encodingIds,
      licenses: selection,
      title: t('upgrades.cartTitle', { title: target.title }),
      upgrade: { familyId, styleId, option, rootProductId: target.id },
    });
    navigate('/checkout');
  }

  const hint =
    selection.length === 0 ? t('upgrades.chooseLicence') : !complete ? t('upgrades.completeOptions') : null;
  const hintId = `${ids}-hint`;

  return (
    <form className="licence-configurator" onSubmit={addToCart} noValidate aria-label={t('upgrades.summary')}>
      {target ? (
        <p className="upgrade-page__target">{t('upgrades.target', { title: target.title })}</p>
      ) : null}
      {encodings.length > 0 ? (
        <fieldset>
          <legend>{t('upgrades.encodings')}</legend>
          <p className="licence-configurator__note">{t('upgrades.encodingsNote')}</p>
          {encodings.map((encoding) => (
            <label key={encoding.id} className="licence-configurator__choice">
              <input
                type="checkbox"
                checked={encodingIds.includes(encoding.id)}
                disabled={encoding.required}
                onChange={(event) =>
                  setEncodingChoice(
                    event.target.checked
                      ? [...encodingChoice, encoding.id]
                      : encodingChoice.filter((id) => id !== encoding.id),
                  )
                }
              />
              {encoding.title}
              {encoding.owned ? ` ${t('upgrades.owned')}` : null}
            </label>
          ))}
        </fieldset>
      ) : null}

      <p className="licence-configurator__note">{t('upgrades.licencesNote')}</p>
      <LicenceChoices
        licences={licences}
        catalogue={catalogue}
        selection={selection}
        onChange={changeLicences}
        minimum={minimum}
      />

      <div className="licence-configurator__total">
        <h2>{t('upgrades.summary')}</h2>
        <div role="status" aria-live="polite" data-testid="upgrade-summary">
          {error ? (
            <ErrorText error={error} />
          ) : shown ? (
            <>
              <ul className="upgrade-page__items">
                {shown.items.map((item) => (
                  <li key={`${item.title}|${item.description}`}>
                    <strong>{item.title}</strong>
                    {item.description ? <span> — {item.description}</span> : null}
                  </li>
                ))}
              </ul>
              <dl className="checkout-totals">
                <dt>{t('upgrades.originalPrice')}</dt>
                <dd data-testid="upgrade-original">{formatMoney(shown.originalPrice)}</dd>
                <dt>{t('upgrades.credit')}</dt>
                <dd data-testid="upgrade-credit">−{formatMoney(shown.creditPrice)}</dd>
                <dt>{t('upgrades.toPay')}</dt>
                <dd data-testid="upgrade-to-pay">
                  <strong>{formatMoney(shown.subTotalPrice)}</strong>
                </dd>
              </dl>
              <p className="licence-configurator__note">{t('upgrades.vatNote')}</p>
              {shown.clubPoints > 0 ? (
                <p className="licence-configurator__note">
                  {t('upgrades.clubPoints', { count: shown.clubPoints })}
                </p>
              ) : null}
              {shown.unsupportedEncodings.length > 0 ? (
                <p className="licence-configurator__note">
                  {t('upgrades.unsupported', {
                    encodings: shown.unsupportedEncodings.map((entry) => entry.value).join(', '),
                  })}
                </p>
              ) : null}
              {fetching ? <p className="licence-configurator__note">{t('upgrades.calculating')}</p> : null}
            </>
          ) : (
            <p>{t('upgrades.calculating')}</p>
          )}
        </div>
        {hint ? (
          <p id={hintId} className="licence-configurator__note">
            {hint}
          </p>
        ) : null}
        <button type="submit" disabled={!complete || !target} aria-describedby={hint ? hintId : undefined}>
          {t('upgrades.addToCart')}
        </button>
      </div>
    </form>
  );
}
