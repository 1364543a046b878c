'use client';

import { type GuestCheckoutOutput, guestCheckoutSchema } from '@foundry/domain';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGeoCountry } from '../../lib/geo/use-geo-country.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { GUEST_CHECKOUT_TEXTS } from '../../lib/i18n/areas/guest-checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form, type FormRefusal } from '../../ui/form.tsx';
import { FormCheckbox } from '../../ui/form-checkbox.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormSelect } from '../../ui/form-select.tsx';
import {
  type AddressCountry,
  AddressFieldset,
  INVOICE_LANGUAGES,
  ReadCountriesQuery,
} from '../addresses/index.ts';
import { useAuth } from '../auth/index.ts';
import { ReadCheckoutUserQuery } from './checkout-operations.ts';
import type { CheckoutUserInfo } from './checkout-state.ts';
import { checkoutUserInfoOf, type GuestFormValues, guestFormValues } from './guest-form-values.ts';
import { StepActions } from './step-actions.tsx';
import { useVatCheck } from './use-vat-check.ts';

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

interface UserInfoFormProps {
  initial: CheckoutUserInfo;
  /** Messages the server attached to fields (createOrder's extensions.fields). */
  serverErrors?: Partial<Record<string, string>> | undefined;
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (info: CheckoutUserInfo) => void;
  onBack: () => void;
}

/**
 * Step 2: the buyer's invoice details, by the one address rule of the site (guestDetailsSchema:
 * e-mail, name, line 1, city, country and phone required, the state when the country has states;
 * docs/forms.md), in the address fields every address form shows. A signed-in buyer starts from the
 * account's address; the country starts as the visitor's (geo). A VAT number is checked live.
 */
export function UserInfoForm({ initial, serverErrors, onDirtyChange, onSubmit, onBack }: UserInfoFormProps) {
  const { t } = useTexts(CHECKOUT_TEXTS, GUEST_CHECKOUT_TEXTS);
  const geoCountry = useGeoCountry();
  const [{ data: countryData }] = useQuery({ query: ReadCountriesQuery });
  // Only a signed-in buyer has account details; a guest's readUser would just answer code 1.
  const { loggedIn } = useAuth();
  const [{ data: userData }] = useQuery({
    query: ReadCheckoutUserQuery,
    requestPolicy: 'network-only',
    pause: !loggedIn,
  });
  const countries = (countryData?.readCountries ?? []) as readonly AddressCountry[];
  const account = userData?.readUser as AccountUser | undefined;
  const hasStates = (code: string) => (countries.find((c) => c.code === code)?.states.length ?? 0) > 0;
  const form = useZodForm(
    (values: GuestFormValues) => guestCheckoutSchema({ countryHasStates: hasStates(values.country) }),
    guestFormValues(initial),
  );
  const { isDirty } = form.formState;
  const [countryCode, vatNumber] = useWatch({ control: form.control, name: ['country', 'vatNumber'] });
  const country = useMemo(() => countries.find((c) => c.code === countryCode), [countries, countryCode]);
  const vat = useVatCheck(country?.useVATID ? countryCode : '', vatNumber);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The server's refusal of the last order lands under the fields it names.
  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors ?? {})) {
      if (message) form.setError(name as keyof GuestFormValues, { type: 'server', message });
    }
  }, [serverErrors, form]);

  // A signed-in buyer with nothing typed yet starts from the account's details.
  useEffect(() => {
    if (account && !form.formState.isDirty && form.getValues('email') === '') {
      form.reset(guestFormValues(fromAccount(account)));
    }
  }, [account, form]);

  // The visitor's country is preselected while none is chosen (and the list knows it).
  useEffect(() => {
    if (geoCountry && form.getValues('country') === '' && countries.some((c) => c.code === geoCountry)) {
      form.setValue('country', geoCountry);
    }
  }, [geoCountry, countries, form]);

  const send = async (checked: GuestCheckoutOutput): Promise<FormRefusal | undefined> => {
    // Submitting does not wait out the typing debounce: a pending check runs at once.
    const answer = await vat.settled();
    if (answer.status === 'INCORRECT') return { fieldErrors: { vatNumber: 'checkout.vatResult.INCORRECT' } };
    onSubmit(checkoutUserInfoOf(checked));
    return undefined;
  };

  const vatStatus =
    vatNumber.trim() !== '' ? (
      <p role="status" className="field-status" data-vat-status={vat.status}>
        {vat.status === 'checking' ? t('checkout.vatChecking') : t(`checkout.vatResult.${vat.status}`)}
      </p>
    ) : null;

  return (
    <Form form={form} onSubmit={send} className="checkout-form" aria-labelledby="step-title">
      {account ? <p>{t('checkout.signedInNote')}</p> : null}
      <FormEmailField<GuestFormValues> name="email" label={t('checkout.email')} />
      <AddressFieldset countries={countries} withLabel={false} vatStatus={vatStatus} />
      <FormSelect<GuestFormValues>
        name="invoiceLanguage"
        label={t('guestCheckout.invoiceLanguage')}
        options={INVOICE_LANGUAGES.map((language) => ({ id: language.code, label: language.title }))}
      />
      <FormCheckbox<GuestFormValues> name="mailing">{t('guestCheckout.mailing')}</FormCheckbox>
      <StepActions onBack={onBack} />
    </Form>
  );
}
