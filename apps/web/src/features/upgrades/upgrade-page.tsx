'use client';

import {
  formatMoney,
  raiseLicenseSelection,
  type UpgradeChoiceValues,
  type UpgradeOption,
  upgradeChoiceSchema,
} from '@foundry/domain';
import Link from 'next/link';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { UPGRADES_TEXTS } from '../../lib/i18n/areas/upgrades.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormCheckboxGroup } from '../../ui/form-checkbox-group.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { useAuth } from '../auth/index.ts';
import { useCart } from '../cart/index.ts';
import { licenseInput } from '../checkout/index.ts';
import { FormLicenceChoices, toLicenseCatalogue } from '../licensing/index.ts';
import { minimumSelection, upgradeEncodingChoice } from './upgrade-licences.ts';
import {
  ReadUpgradeChoicesQuery,
  ReadUpgradeFamilySummaryQuery,
  ReadUpgradeOptionsQuery,
  ReadUpgradeStylesQuery,
} from './upgrade-operations.ts';

/** Code of a family the user owns nothing of (the API's 215 on myFamilyID). */
const NOT_OWNED_CODE = 215;

type Choices = ResultOf<typeof ReadUpgradeChoicesQuery>;

function ErrorText({ error }: { error: Parameters<typeof failureOfOperation>[0] }) {
  const { t, i18n } = useTexts(UPGRADES_TEXTS);
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
  const { t } = useTexts(UPGRADES_TEXTS);
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
          <RadioGroup
            label={t('upgrades.option')}
            value={option}
            onChange={(value) => setChosen(value as UpgradeOption)}
            options={offered.map((each) => ({
              id: each,
              label: t(`upgrades.options.${each}.title`),
              description: t(`upgrades.options.${each}.description`),
            }))}
          />
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
  const { t } = useTexts(UPGRADES_TEXTS);
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
      <RadioGroup
        label={t('upgrades.style')}
        value={styleId}
        onChange={setPicked}
        options={styles.map((style) => ({ id: style.id, label: style.title }))}
      />
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
  const { t } = useTexts(UPGRADES_TEXTS);
  const [{ data, error }] = useQuery({
    query: ReadUpgradeChoicesQuery,
    variables: { myFamilyID: props.familyId, upgradeOption: props.option, styleID: props.styleId },
    requestPolicy: 'cache-and-network',
  });
  if (error) return <ErrorText error={error} />;
  if (!data) return <p role="status">{t('upgrades.choicesLoading')}</p>;
  return <UpgradeForm {...props} choices={data} />;
}

/**
 * The upgrade's choices on the form layer (docs/forms.md): the scripts and licences are fields of
 * one form checked by `upgradeChoiceSchema`; a live summary prices what they hold.
 */
function UpgradeForm({ familyId, option, styleId, navigate, choices }: ChoicesProps & { choices: Choices }) {
  const { t } = useTexts(UPGRADES_TEXTS);
  const { addFontSelection } = useCart();
  const licences = choices.readUpgradeLicenses;
  const catalogue = useMemo(() => toLicenseCatalogue(licences), [licences]);
  const minimum = useMemo(() => minimumSelection(licences), [licences]);
  const encodings = choices.readUpgradeEncodings;
  const target = choices.readUpgradeProducts[0] ?? null;
  const form = useZodForm(upgradeChoiceSchema(catalogue), {
    encodingIds: upgradeEncodingChoice(encodings, []),
    licenses: raiseLicenseSelection([], minimum, catalogue),
  });
  const [encodingIds = [], selection = []] = useWatch({
    control: form.control,
    name: ['encodingIds', 'licenses'],
  }) as [UpgradeChoiceValues['encodingIds'], UpgradeChoiceValues['licenses']];

  const [{ data, error, fetching }] = useQuery({
    query: ReadUpgradeFamilySummaryQuery,
    variables: {
      myFamilyID: familyId,
      upgradeOption: option,
      styleID: styleId,
      encodingIDs: upgradeEncodingChoice(encodings, encodingIds),
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

  function addToCart(values: UpgradeChoiceValues) {
    if (!target) return undefined;
    addFontSelection({
      productIds: [target.id],
      encodingIds: upgradeEncodingChoice(encodings, values.encodingIds),
      licenses: values.licenses,
      title: t('upgrades.cartTitle', { title: target.title }),
      upgrade: { familyId, styleId, option, rootProductId: target.id },
    });
    navigate('/checkout');
    return undefined;
  }

  return (
    <Form
      form={form}
      onSubmit={addToCart}
      className="licence-configurator"
      aria-label={t('upgrades.summary')}
    >
      {target ? (
        <p className="upgrade-page__target">{t('upgrades.target', { title: target.title })}</p>
      ) : null}
      {encodings.length > 0 ? (
        <FormCheckboxGroup<UpgradeChoiceValues>
          name="encodingIds"
          label={t('upgrades.encodings')}
          description={t('upgrades.encodingsNote')}
          options={encodings.map((encoding) => ({
            value: encoding.id,
            label: encoding.owned ? `${encoding.title} ${t('upgrades.owned')}` : encoding.title,
            disabled: encoding.required,
          }))}
        />
      ) : null}

      <p className="licence-configurator__note">{t('upgrades.licencesNote')}</p>
      <FormLicenceChoices<UpgradeChoiceValues>
        name="licenses"
        licences={licences}
        catalogue={catalogue}
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
        <div className="ui-form__actions">
          <FormSubmit isDisabled={!target}>{t('upgrades.addToCart')}</FormSubmit>
        </div>
      </div>
    </Form>
  );
}
