'use client';

import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useGeoCountry } from '../../lib/geo/use-geo-country.ts';
import { INVOICE_LANGUAGES, ReadCountriesQuery } from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import { ReadCheckoutUserQuery } from './checkout-operations.ts';
import type { CheckoutUserInfo } from './checkout-state.ts';
import { StepActions } from './step-actions.tsx';
import { useVatCheck } from './use-vat-check.ts';
import {
  FIELD_MAX_LENGTH,
  type FieldErrors,
  fieldValue,
  type UserInfoField,
  validateUserInfo,
  withFieldValue,
} from './validate-user-info.ts';

interface CountryOption {
  code: string;
  title: string;
  useVATID: boolean;
  states: readonly { code: string; title: string }[];
}

interface AccountUser {
  email: string;
  name: string;
  organization?: string | null;
  address?: string | null;
  address2?: string | null;
  address3?: string | null;
  city?: string | null;
  zip?: string | null;
  country?: string | null;
  state?: string | null;
  vatNumber?: string | null;
  phone?: string | null;
}

function fromAccount(user: AccountUser): CheckoutUserInfo {
  return {
    email: user.email,
    name: user.name,
    organization: user.organization ?? '',
    address: [user.address ?? '', user.address2 ?? '', user.address3 ?? ''],
    city: user.city ?? '',
    zip: user.zip ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    vatNumber: user.vatNumber ?? '',
    phone: user.phone ?? '',
    invoiceLanguage: '',
    mailing: false,
  };
}

const isBlank = (info: CheckoutUserInfo) => info.email === '' && info.name === '' && info.address[0] === '';

const TEXT_FIELDS: { field: UserInfoField; label: string; type?: string; autoComplete: string }[] = [
  { field: 'email', label: 'checkout.email', type: 'email', autoComplete: 'email' },
  { field: 'name', label: 'checkout.name', autoComplete: 'name' },
  { field: 'organization', label: 'checkout.organization', autoComplete: 'organization' },
  { field: 'address1', label: 'checkout.address1', autoComplete: 'address-line1' },
  { field: 'address2', label: 'checkout.address2', autoComplete: 'address-line2' },
  { field: 'address3', label: 'checkout.address3', autoComplete: 'address-line3' },
  { field: 'city', label: 'checkout.city', autoComplete: 'address-level2' },
  { field: 'zip', label: 'checkout.zip', autoComplete: 'postal-code' },
];

interface UserInfoFormProps {
  initial: CheckoutUserInfo;
  /** Messages the server attached to fields (createOrder's extensions.fields). */
  serverErrors?: FieldErrors;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (info: CheckoutUserInfo) => void;
  onBack: () => void;
}

/**
 * Step 2: the buyer's invoice details. Guests type them; a signed-in buyer starts from the account's
 * address (the account has no saved-address list yet). The country starts as the visitor's (geo).
 */
export function UserInfoForm({ initial, serverErrors, onDirtyChange, onSubmit, onBack }: UserInfoFormProps) {
  const { t, i18n } = useTranslation();
  const [info, setInfo] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState(false);
  const geoCountry = useGeoCountry();
  const [{ data: countryData }] = useQuery({ query: ReadCountriesQuery });
  // Only a signed-in buyer has account details; a guest's readUser would just answer code 1.
  const { loggedIn } = useAuth();
  const [{ data: userData }] = useQuery({
    query: ReadCheckoutUserQuery,
    requestPolicy: 'network-only',
    pause: !loggedIn,
  });
  const countries = (countryData?.readCountries ?? []) as readonly CountryOption[];
  const account = userData?.readUser as AccountUser | undefined;
  const country = useMemo(() => countries.find((c) => c.code === info.country), [countries, info.country]);
  const vat = useVatCheck(country?.useVATID ? info.country : '', info.vatNumber);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (serverErrors) setErrors(serverErrors);
  }, [serverErrors]);

  // A signed-in buyer with nothing typed yet starts from the account's details.
  useEffect(() => {
    if (account && !touched) setInfo((current) => (isBlank(current) ? fromAccount(account) : current));
  }, [account, touched]);

  // The visitor's country is preselected while none is chosen (and the list knows it).
  useEffect(() => {
    if (!geoCountry || countries.length === 0) return;
    setInfo((current) =>
      current.country === '' && countries.some((c) => c.code === geoCountry)
        ? { ...current, country: geoCountry }
        : current,
    );
  }, [geoCountry, countries]);

  const change = (field: UserInfoField, value: string) => {
    setTouched(true);
    onDirtyChange(true);
    setInfo((current) => {
      const next = withFieldValue(current, field, value);
      return field === 'country' ? { ...next, state: '' } : next;
    });
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  /** The guest's invoice language and newsletter choice (kept with the details for the next checkout). */
  const choose = (patch: Pick<Partial<CheckoutUserInfo>, 'invoiceLanguage' | 'mailing'>) => {
    setTouched(true);
    onDirtyChange(true);
    setInfo((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUserInfo(info, { countryHasStates: (country?.states.length ?? 0) > 0 });
    if (vat.status === 'INCORRECT') found.vatNumber = 'checkout.vatResult.INCORRECT';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (vat.status === 'checking') return;
    onSubmit(info);
  };

  const message = (field: UserInfoField) => {
    const key = errors[field];
    if (!key) return null;
    // Keys name our texts; the server's messages are shown as written.
    const text = i18n.exists(key) ? i18n.t(key as never) : key;
    return (
      <p id={`${field}-error`} className="field-error" role="alert">
        {text}
      </p>
    );
  };
  const described = (field: UserInfoField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={form} className="checkout-form" onSubmit={submit} noValidate aria-labelledby="step-title">
      {account ? <p>{t('checkout.signedInNote')}</p> : null}
      {hasErrors ? <p role="alert">{t('form_has_field_errors_message')}</p> : null}
      {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
        <div key={field} className="checkout-field">
          <label>
            {t(label as never)}
            <input
              name={field}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              maxLength={FIELD_MAX_LENGTH[field]}
              value={fieldValue(info, field)}
              onChange={(event) => change(field, event.target.value)}
              {...described(field)}
            />
          </label>
          {message(field)}
        </div>
      ))}
      <div className="checkout-field">
        <label>
          {t('checkout.country')}
          <select
            name="country"
            autoComplete="country"
            value={info.country}
            onChange={(event) => change('country', event.target.value)}
            {...described('country')}
          >
            <option value="">{t('checkout.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        {message('country')}
      </div>
      {country && country.states.length > 0 ? (
        <div className="checkout-field">
          <label>
            {t('checkout.state')}
            <select
              name="state"
              autoComplete="address-level1"
              value={info.state}
              onChange={(event) => change('state', event.target.value)}
              {...described('state')}
            >
              <option value="">{t('checkout.chooseState')}</option>
              {country.states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          {message('state')}
        </div>
      ) : null}
      {country?.useVATID ? (
        <div className="checkout-field">
          <label>
            {t('checkout.vatNumber')}
            <input
              name="vatNumber"
              maxLength={FIELD_MAX_LENGTH.vatNumber}
              value={info.vatNumber}
              onChange={(event) => change('vatNumber', event.target.value.toUpperCase())}
              {...described('vatNumber')}
            />
          </label>
          {message('vatNumber')}
          {info.vatNumber.trim() !== '' && !errors.vatNumber ? (
            <p role="status" className="field-status" data-vat-status={vat.status}>
              {vat.status === 'checking' ? t('checkout.vatChecking') : t(`checkout.vatResult.${vat.status}`)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="checkout-field">
        <label>
          {t('checkout.phone')}
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_MAX_LENGTH.phone}
            value={info.phone}
            onChange={(event) => change('phone', event.target.value)}
            {...described('phone')}
          />
        </label>
        {message('phone')}
      </div>
      <div className="checkout-field">
        <label>
          {t('guestCheckout.invoiceLanguage')}
          <select
            name="invoiceLanguage"
            value={info.invoiceLanguage || 'en'}
            onChange={(event) => choose({ invoiceLanguage: event.target.value })}
          >
            {INVOICE_LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="checkout-choice">
        <input
          type="checkbox"
          name="mailing"
          checked={info.mailing}
          onChange={(event) => choose({ mailing: event.target.checked })}
        />
        {t('guestCheckout.mailing')}
      </label>
      <StepActions onBack={onBack} />
    </form>
  );
}
