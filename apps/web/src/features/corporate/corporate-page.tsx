'use client';

import { formatMoney, type Money, SAME_AS_BILLING } from '@foundry/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { loginPathFor, useAuth } from '../auth/index.ts';
import { ReadCheckoutAddressesQuery, type SavedAddress, savedAddressLine } from '../checkout/index.ts';
import { CorporateCodeForm } from './corporate-code-form.tsx';
import { corporateErrorMessage } from './corporate-error-message.ts';
import {
  type CorporateLicence,
  corporateLicenceEntries,
  normaliseAccessCode,
  THIRD_PARTY_SLUG,
  type ThirdParty,
} from './corporate-licence-selection.ts';
import {
  CreateCorporateOrderMutation,
  ReadCorporateCartSummaryQuery,
  ReadCorporateFontsQuery,
  ReadCorporateLicensesQuery,
} from './corporate-operations.ts';

interface CorporatePageProps {
  /** The code from the address (/fonts/corporate/{code}), if any. */
  initialCode?: string;
  /** Goes to the order's pay page (the router in the app, a spy in tests). */
  navigate: (path: string) => void;
}

const money = (value: { amount: number; currency: string }) => formatMoney(value as Money);

/**
 * /fonts/corporate: an access code unlocks a company's fonts under the corporate licence; the buyer
 * picks one product, the licence options and third parties, sees the price, and (signed in) orders.
 */
export function CorporatePage({ initialCode = '', navigate }: CorporatePageProps) {
  const { t, i18n } = useTexts(CHECKOUT_TEXTS);
  const ids = useId();
  const client = useGraphqlClient();
  const { status } = useAuth();
  const [code, setCode] = useState(normaliseAccessCode(initialCode));
  const [productID, setProductID] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, Record<string, string>>>({});
  const [thirdParties, setThirdParties] = useState<ThirdParty[]>([]);
  const [billingID, setBillingID] = useState('');
  const [licenseAddressID, setLicenseAddressID] = useState('');
  const [placing, setPlacing] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);

  const [fontsResult] = useQuery({
    query: ReadCorporateFontsQuery,
    variables: { code },
    pause: code === '',
  });
  const fonts = fontsResult.data?.readCorporateFonts;
  const [licencesResult] = useQuery({
    query: ReadCorporateLicensesQuery,
    variables: { code },
    pause: !fonts,
  });
  const licences = (licencesResult.data?.readCorporateLicenses ?? []) as readonly CorporateLicence[];
  const selectedProduct = fonts?.products.find((product) => product.id === productID) ?? fonts?.products[0];
  const licenses = useMemo(
    () => corporateLicenceEntries(licences, chosen, thirdParties),
    [licences, chosen, thirdParties],
  );
  const [summaryResult] = useQuery({
    query: ReadCorporateCartSummaryQuery,
    variables: { code, productID: selectedProduct?.id ?? '', licenses },
    pause: !selectedProduct || licences.length === 0,
  });
  const summary = summaryResult.data?.readCorporateCartSummary;
  const [addressesResult] = useQuery({
    query: ReadCheckoutAddressesQuery,
    requestPolicy: 'network-only',
    pause: status !== 'loggedIn' || !fonts,
  });
  const addresses = (addressesResult.data?.readUser?.addresses.nodes ?? []) as readonly SavedAddress[];
  const billing = billingID || (addresses.find((address) => address.default) ?? addresses[0])?.id || '';

  const chooseOption = (slug: string, name: string, value: string) =>
    setChosen((current) => ({ ...current, [slug]: { ...(current[slug] ?? {}), [name]: value } }));
  const updateParty = (index: number, change: Partial<ThirdParty>) =>
    setThirdParties((current) => {
      const next = Array.from({ length: Math.max(current.length, index + 1) }, (_, i) => ({
        name: current[i]?.name ?? '',
        email: current[i]?.email ?? '',
      }));
      next[index] = { ...(next[index] ?? { name: '', email: '' }), ...change };
      return next;
    });

  const placeOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selectedProduct || billing === '') return;
    setPlacing(true);
    setOrderError(null);
    const result = await client
      .mutation(CreateCorporateOrderMutation, {
        code,
        productID: selectedProduct.id,
        licenses,
        billingAddressID: billing,
        licenseAddressID: licenseAddressID === '' ? null : licenseAddressID,
      })
      .toPromise();
    const order = result.data?.createCorporateOrder;
    if (result.error || !order) {
      setPlacing(false);
      setOrderError(
        result.error ? corporateErrorMessage(result.error, i18n) : t('common:errors.unknown' as never),
      );
      return;
    }
    navigate(`/pay/${encodeURIComponent(order.id)}/${encodeURIComponent(order.hash)}`);
  };

  const herePath = code === '' ? '/fonts/corporate' : `/fonts/corporate/${encodeURIComponent(code)}`;
  const partyEntries = licenses.filter((entry) => entry.licenseIndex !== undefined);

  return (
    <div className="corporate">
      <h1>{t('corporate.title')}</h1>
      <p>{t('corporate.intro')}</p>
      <CorporateCodeForm
        initialCode={code}
        onAccepted={(typed) => {
          setProductID(null);
          setCode(typed);
        }}
      />
      {fontsResult.error ? <p role="alert">{corporateErrorMessage(fontsResult.error, i18n)}</p> : null}
      {fonts ? (
        <section aria-labelledby={`${ids}-company`}>
          <h2 id={`${ids}-company`}>{t('corporate.company', { company: fonts.company })}</h2>
          {fonts.validTo ? (
            <p>{t('corporate.validTo', { date: new Date(fonts.validTo).toLocaleDateString('en') })}</p>
          ) : null}
          <RadioGroup
            label={t('corporate.products')}
            value={selectedProduct?.id ?? null}
            onChange={setProductID}
            options={fonts.products.map((product) => ({
              id: product.id,
              label: `${product.title} — ${money(product.price)}`,
            }))}
          />
          {licences
            .filter((licence) => licence.slug !== THIRD_PARTY_SLUG)
            .map((licence) => (
              <fieldset key={licence.slug}>
                <legend>
                  {t('corporate.licence')}: {licence.title}
                </legend>
                {licence.description ? <p>{licence.description}</p> : null}
                {licence.options
                  .filter((option) => !option.hide)
                  .map((option) => {
                    const value = licenses
                      .find((entry) => entry.id === licence.slug)
                      ?.options.find((o) => o.name === option.name)?.value;
                    return (
                      <Select
                        key={option.name}
                        label={option.title}
                        selectedKey={value ?? null}
                        onChange={(chosenValue) => chooseOption(licence.slug, option.name, chosenValue)}
                        options={option.choices.map((choice) => ({ id: choice.value, label: choice.title }))}
                      />
                    );
                  })}
              </fieldset>
            ))}
          {partyEntries.length > 0 ? (
            <fieldset>
              <legend>{t('corporate.thirdParties')}</legend>
              {partyEntries.map((entry, index) => {
                const n = index + 1;
                return (
                  <div key={entry.id} className="corporate__third-party">
                    <TextField
                      label={t('corporate.thirdPartyName', { index: n })}
                      maxLength={200}
                      value={thirdParties[index]?.name ?? ''}
                      onChange={(name) => updateParty(index, { name })}
                    />
                    <TextField
                      label={t('corporate.thirdPartyEmail', { index: n })}
                      type="email"
                      maxLength={254}
                      value={thirdParties[index]?.email ?? ''}
                      onChange={(email) => updateParty(index, { email })}
                    />
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          <section aria-labelledby={`${ids}-summary`} aria-live="polite">
            <h2 id={`${ids}-summary`}>{t('corporate.summary')}</h2>
            {summaryResult.fetching && !summary ? <p role="status">{t('corporate.calculating')}</p> : null}
            {summaryResult.error ? (
              <p role="alert">{corporateErrorMessage(summaryResult.error, i18n)}</p>
            ) : null}
            {summary ? (
              <dl className="checkout-totals">
                <dt>{t('checkout.subtotal')}</dt>
                <dd data-testid="corporate-subtotal">{money(summary.subTotalPrice)}</dd>
                <dt>{t('checkout.vatRate', { rate: summary.vat.rate })}</dt>
                <dd data-testid="corporate-vat">{money(summary.vatPrice)}</dd>
                <dt className="checkout-totals__total">{t('checkout.total')}</dt>
                <dd className="checkout-totals__total" data-testid="corporate-total">
                  {money(summary.totalPrice)}
                </dd>
              </dl>
            ) : null}
          </section>
          {status === 'guest' ? (
            <p>
              {t('corporate.signInPrompt')} <a href={loginPathFor(herePath)}>{t('corporate.signIn')}</a>
            </p>
          ) : null}
          {status === 'loggedIn' ? (
            <form className="checkout-form" onSubmit={placeOrder} noValidate>
              {addressesResult.data && addresses.length === 0 ? (
                <p>
                  {t('corporate.noAddresses')} <a href="/my_account">{t('corporate.addAddress')}</a>
                </p>
              ) : null}
              {addresses.length > 0 ? (
                <>
                  <Select
                    label={t('corporate.billingAddress')}
                    selectedKey={billing || null}
                    onChange={setBillingID}
                    options={addresses.map((address) => ({
                      id: address.id,
                      label: savedAddressLine(address),
                    }))}
                  />
                  <Select
                    label={t('corporate.licenseAddress')}
                    selectedKey={licenseAddressID === '' ? SAME_AS_BILLING : licenseAddressID}
                    onChange={(id) => setLicenseAddressID(id === SAME_AS_BILLING ? '' : id)}
                    options={[
                      { id: SAME_AS_BILLING, label: t('corporate.sameAsBilling') },
                      ...addresses.map((address) => ({ id: address.id, label: savedAddressLine(address) })),
                    ]}
                  />
                </>
              ) : null}
              {orderError ? <p role="alert">{orderError}</p> : null}
              <div className="checkout-form__actions">
                <Button type="submit" busy={placing} isDisabled={billing === '' || !summary}>
                  {placing ? t('corporate.placing') : t('corporate.placeOrder')}
                </Button>
              </div>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
