'use client';

import type { AddressFormInput } from '@foundry/domain';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { FormSelect } from '../../ui/form-select.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { POSTAL_ADDRESS_MAX_LENGTH } from './address-fields.ts';

/** A country as the address forms offer it (readCountries). */
export interface AddressCountry {
  code: string;
  title: string;
  useVATID: boolean;
  states: readonly { code: string; title: string }[];
}

type TextFieldName =
  | 'label'
  | 'name'
  | 'organization'
  | 'address1'
  | 'address2'
  | 'address3'
  | 'city'
  | 'zip';

const TEXT_FIELDS: readonly { name: TextFieldName; autoComplete?: string; optional?: boolean }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'organization', autoComplete: 'organization', optional: true },
  { name: 'address1', autoComplete: 'address-line1' },
  { name: 'address2', autoComplete: 'address-line2', optional: true },
  { name: 'address3', autoComplete: 'address-line3', optional: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'zip', autoComplete: 'postal-code', optional: true },
];

/**
 * The fields of a postal address inside a Form checked by the domain's addressSchema: the one set
 * of address fields of the site (account address book, checkout). The state appears when the
 * country has states, the VAT number when the country uses one; a new country clears the state.
 */
export function AddressFieldset({
  countries,
  withLabel,
  vatStatus,
}: {
  countries: readonly AddressCountry[];
  withLabel: boolean;
  /** Shown under the VAT number (the checkout's live check of it). */
  vatStatus?: ReactNode;
}) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const { setValue } = useFormContext<AddressFormInput>();
  const code = useWatch<AddressFormInput, 'country'>({ name: 'country' });
  const country = countries.find((c) => c.code === code);
  const labelOf = (name: keyof AddressFormInput, optional = false) =>
    `${t(`accountArea.addresses.${name}` as const)}${optional ? ` ${t('forms.optional')}` : ''}`;
  const text = (name: TextFieldName, optional: boolean, autoComplete?: string) => (
    <FormTextField<AddressFormInput>
      key={name}
      name={name}
      label={labelOf(name, optional)}
      autoComplete={autoComplete}
      isRequired={!optional}
      maxLength={name === 'label' ? undefined : POSTAL_ADDRESS_MAX_LENGTH[name]}
    />
  );
  return (
    <>
      {withLabel ? text('label', true) : null}
      {TEXT_FIELDS.map((field) => text(field.name, field.optional ?? false, field.autoComplete))}
      <FormSelect<AddressFormInput>
        name="country"
        label={labelOf('country')}
        placeholder={t('accountArea.addresses.chooseCountry')}
        options={countries.map((c) => ({ id: c.code, label: c.title }))}
        isRequired
        autoComplete="country"
        onChosen={() => setValue('state', '')}
      />
      {country && country.states.length > 0 ? (
        <FormSelect<AddressFormInput>
          name="state"
          label={labelOf('state')}
          placeholder={t('accountArea.addresses.chooseState')}
          options={country.states.map((s) => ({ id: s.code, label: s.title }))}
          isRequired
          autoComplete="address-level1"
        />
      ) : null}
      {country?.useVATID ? (
        <FormTextField<AddressFormInput>
          name="vatNumber"
          label={labelOf('vatNumber', true)}
          maxLength={POSTAL_ADDRESS_MAX_LENGTH.vatNumber}
          transform={(value) => value.toUpperCase()}
        />
      ) : null}
      {country?.useVATID ? vatStatus : null}
      <FormTextField<AddressFormInput>
        name="phone"
        label={labelOf('phone')}
        type="tel"
        autoComplete="tel"
        isRequired
        maxLength={POSTAL_ADDRESS_MAX_LENGTH.phone}
      />
    </>
  );
}
