'use client';

import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ReadCountriesQuery } from '../checkout/checkout-operations.ts';
import {
  type AddressField,
  type AddressFieldErrors,
  type AddressFormValues,
  validateAddressForm,
} from './address-form-values.ts';

const TEXT_FIELDS: { field: AddressField; autoComplete?: string; optional?: boolean; type?: string }[] = [
  { field: 'label', optional: true },
  { field: 'name', autoComplete: 'name' },
  { field: 'organization', autoComplete: 'organization', optional: true },
  { field: 'address1', autoComplete: 'address-line1' },
  { field: 'address2', autoComplete: 'address-line2', optional: true },
  { field: 'address3', autoComplete: 'address-line3', optional: true },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'zip', autoComplete: 'postal-code', optional: true },
];

interface AddressFormProps {
  title: string;
  initial: AddressFormValues;
  initialDefault: boolean;
  /** Errors the server attached to fields; a message it could not place. */
  serverErrors: AddressFieldErrors;
  serverMessage: string | null;
  busy: boolean;
  onSubmit: (values: AddressFormValues, isDefault: boolean) => void;
  onCancel: () => void;
}

/** One address (docs/forms.md): name, line 1, city, country and phone required; patterns for zip and phone. */
export function AddressForm(props: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [isDefault, setIsDefault] = useState(props.initialDefault);
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [{ data }] = useQuery({ query: ReadCountriesQuery });
  const countries = data?.readCountries ?? [];
  const country = useMemo(
    () => countries.find((c) => c.code === values.country),
    [countries, values.country],
  );
  const form = useRef<HTMLFormElement>(null);
  // Selects are labelled by id: a wrapping label would add the chosen option to their name.
  const ids = useId();
  const shown: AddressFieldErrors = { ...props.serverErrors, ...errors };

  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { state: '' } : {}) }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAddressForm(values, { countryHasStates: (country?.states.length ?? 0) > 0 });
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    props.onSubmit(values, isDefault);
  };

  const label = (field: AddressField) => t(`accountArea.addresses.${field}` as const);
  const message = (field: AddressField) => {
    const key = shown[field];
    if (!key) return null;
    return (
      <span id={`address-${field}-error`} className="field-error" role="alert">
        {i18n.exists(key) ? i18n.t(key as never) : key}
      </span>
    );
  };
  const described = (field: AddressField) =>
    shown[field] ? { 'aria-invalid': true, 'aria-describedby': `address-${field}-error` } : {};
  const hasErrors = Object.keys(shown).length > 0;

  return (
    <form
      ref={form}
      className="account-form-grid"
      onSubmit={submit}
      noValidate
      aria-labelledby="address-form-title"
    >
      <h3 id="address-form-title">{props.title}</h3>
      {hasErrors ? <p role="alert">{t('form_has_field_errors_message')}</p> : null}
      {props.serverMessage ? <p role="alert">{props.serverMessage}</p> : null}
      {TEXT_FIELDS.map(({ field, autoComplete, optional }) => (
        <div key={field} className="account-field">
          <label>
            <span>
              {label(field)} {optional ? t('accountArea.optional') : null}
            </span>
            <input
              name={field}
              value={values[field]}
              autoComplete={autoComplete}
              required={!optional}
              onChange={(event) => change(field, event.target.value)}
              {...described(field)}
            />
          </label>
          {message(field)}
        </div>
      ))}
      <div className="account-field">
        <label htmlFor={`${ids}-country`}>{label('country')}</label>
        <select
          id={`${ids}-country`}
          name="country"
          value={values.country}
          required
          autoComplete="country"
          onChange={(event) => change('country', event.target.value)}
          {...described('country')}
        >
          <option value="">{t('accountArea.addresses.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.title}
            </option>
          ))}
        </select>
        {message('country')}
      </div>
      {country && country.states.length > 0 ? (
        <div className="account-field">
          <label htmlFor={`${ids}-state`}>{label('state')}</label>
          <select
            id={`${ids}-state`}
            name="state"
            value={values.state}
            required
            onChange={(event) => change('state', event.target.value)}
            {...described('state')}
          >
            <option value="">{t('accountArea.addresses.chooseState')}</option>
            {country.states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.title}
              </option>
            ))}
          </select>
          {message('state')}
        </div>
      ) : null}
      {country?.useVATID ? (
        <div className="account-field">
          <label>
            <span>
              {label('vatNumber')} {t('accountArea.optional')}
            </span>
            <input
              name="vatNumber"
              value={values.vatNumber}
              onChange={(event) => change('vatNumber', event.target.value.toUpperCase())}
              {...described('vatNumber')}
            />
          </label>
          {message('vatNumber')}
        </div>
      ) : null}
      <label>
        <span>{label('phone')}</span>
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          required
          onChange={(event) => change('phone', event.target.value)}
          {...described('phone')}
        />
      </label>
      {message('phone')}
      <label className="checkbox">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        {t('accountArea.addresses.isDefault')}
      </label>
      <div className="account-actions">
        <button type="submit" className="button" disabled={props.busy} aria-busy={props.busy}>
          {props.busy ? t('accountArea.saving') : t('accountArea.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('accountArea.cancel')}
        </button>
      </div>
    </form>
  );
}
