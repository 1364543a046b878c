'use client';

import { type AddressFormOutput, addressSchema } from '@foundry/domain';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { ACCOUNT_TEXTS } from '../../lib/i18n/areas/account.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormSubmit } from '../../ui/form-submit.tsx';
import { type AddressCountry, AddressFieldset } from './address-fieldset.tsx';
import type { AddressFormValues } from './address-form-values.ts';
import { ReadCountriesQuery } from './address-operations.ts';

interface AddressFormProps {
  title: string;
  initial: AddressFormValues;
  initialDefault: boolean;
  /** Saves the checked address; answers the server's refusal (addressRefusalOf) or nothing. */
  onSave: (values: AddressFormOutput, isDefault: boolean) => Promise<FormRefusal | undefined>;
  onCancel: () => void;
}

/**
 * One address of the address book, as the account's "New address" and the checkout's "Add a new
 * address" both show it: the address rule of the domain (addressSchema, docs/checkout.md), a label,
 * and whether it is the default address.
 */
export function AddressForm({ title, initial, initialDefault, onSave, onCancel }: AddressFormProps) {
  const { t } = useTexts(ACCOUNT_TEXTS);
  const [isDefault, setIsDefault] = useState(initialDefault);
  const [{ data }] = useQuery({ query: ReadCountriesQuery });
  const countries = (data?.readCountries ?? []) as readonly AddressCountry[];
  const form = useZodForm(
    (values) =>
      addressSchema({
        countryHasStates: (countries.find((c) => c.code === values.country)?.states.length ?? 0) > 0,
      }),
    initial,
  );

  return (
    <Form
      form={form}
      onSubmit={(values) => onSave(values, isDefault)}
      className="address-form"
      aria-labelledby="address-form-title"
    >
      <h3 id="address-form-title">{title}</h3>
      <AddressFieldset countries={countries} withLabel />
      <Checkbox isSelected={isDefault} onChange={setIsDefault}>
        {t('accountArea.addresses.isDefault')}
      </Checkbox>
      <div className="address-form__actions">
        <FormSubmit>{t('accountArea.save')}</FormSubmit>
        <Button variant="secondary" onPress={onCancel}>
          {t('accountArea.cancel')}
        </Button>
      </div>
    </Form>
  );
}
