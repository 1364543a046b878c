'use client';

import {
  type CartSelection,
  itemNeedsShipping,
  needsDeliveryAddress,
  needsLicenseAddress,
} from '@foundry/domain';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import {
  AddressForm,
  type AddressFormValues,
  addressInputOf,
  addressRefusalOf,
  CreateUserAddressMutation,
  EMPTY_ADDRESS_FORM,
} from '../addresses/index.ts';
import { ReadCheckoutAddressesQuery } from './checkout-operations.ts';
import {
  type AddressRole,
  type AddressSelection,
  type CheckoutUserInfo,
  useAddressSelection,
  useSelectedShipping,
} from './checkout-state.ts';
import {
  type AddressNeeds,
  resolveAddressSelection,
  type SavedAddress,
  savedAddressLine,
  userInfoOfSavedAddress,
} from './saved-address-selection.ts';
import { StepActions } from './step-actions.tsx';

interface SavedAddressesFormProps {
  selections: readonly CartSelection[];
  /** Messages the server attached to the order (createUserOrder's extensions.fields, e.g. 223 unknown address). */
  serverErrors?: Readonly<Record<string, string>>;
  onDirtyChange: (dirty: boolean) => void;
  /** The chosen ids, and the billing address as invoice details (VAT, shipping, confirm). */
  onSubmit: (selection: AddressSelection, billing: CheckoutUserInfo, delivery: CheckoutUserInfo) => void;
  onBack: () => void;
}

/** The addresses this cart needs; until a shipping method is chosen, delivery is assumed for posted items. */
function addressNeeds(selections: readonly CartSelection[], shippingType: string | undefined): AddressNeeds {
  const composition = {
    fontItemCount: selections.filter((s) => s.kind === 'font').length,
    physicalItems: selections.flatMap((s) =>
      s.kind === 'physical'
        ? [
            {
              shippingRequired: itemNeedsShipping({
                shippingRequired: s.shippingRequired,
                digital: s.product.digital,
              }),
            },
          ]
        : [],
    ),
    shippingType: shippingType ?? 'undecided',
  };
  return { shipping: needsDeliveryAddress(composition), license: needsLicenseAddress(composition) };
}

/**
 * Step 2 for a signed-in buyer (docs/checkout.md): billing, shipping and licence addresses
 * chosen from the account's saved ones (default preselected; shipping and licence 'same as billing'),
 * or a new one saved with createUserAddress. The choice is kept in addressSelection.
 */
export function SavedAddressesForm({
  selections,
  serverErrors: orderErrors,
  onDirtyChange,
  onSubmit,
  onBack,
}: SavedAddressesFormProps) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const ids = useId();
  const [stored] = useAddressSelection();
  const [shipping] = useSelectedShipping();
  const [{ data, error, fetching }, reload] = useQuery({
    query: ReadCheckoutAddressesQuery,
    requestPolicy: 'network-only',
  });
  const user = data?.readUser;
  const addresses = (user?.addresses.nodes ?? []) as readonly SavedAddress[];
  const needs = useMemo(() => addressNeeds(selections, shipping.type), [selections, shipping.type]);
  const [choice, setChoice] = useState<AddressSelection | null>(null);
  const [adding, setAdding] = useState(false);

  // Once the addresses are known, start from the stored choice (or the default address).
  useEffect(() => {
    if (!user) return;
    setChoice((current) =>
      resolveAddressSelection(current ?? stored, user.addresses.nodes as SavedAddress[], needs),
    );
  }, [user, stored, needs]);

  const choose = (role: AddressRole, id: string) => {
    onDirtyChange(true);
    setChoice((current) => ({ ...(current ?? stored), [role]: id === '' ? null : id }));
  };

  const save = async (values: AddressFormValues, isDefault: boolean) => {
    const { label, address } = addressInputOf(values);
    const result = await client
      .mutation(CreateUserAddressMutation, { address, label, isDefault })
      .toPromise();
    if (result.error) return addressRefusalOf(result.error);
    const created = result.data?.createUserAddress.id;
    if (created) choose('Billing', created);
    setAdding(false);
    reload({ requestPolicy: 'network-only' });
    return undefined;
  };

  if (adding) {
    return (
      <AddressForm
        title={t('checkout.savedAddresses.addNew')}
        initial={EMPTY_ADDRESS_FORM}
        initialDefault={addresses.length === 0}
        onSave={save}
        onCancel={() => setAdding(false)}
      />
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const billing = addresses.find((a) => a.id === choice?.Billing);
    if (!choice || !billing || !user) return;
    const delivery = addresses.find((a) => a.id === choice.Shipping) ?? billing;
    onSubmit(
      choice,
      userInfoOfSavedAddress(billing, user.email),
      userInfoOfSavedAddress(delivery, user.email),
    );
  };

  const select = (role: AddressRole, labelKey: string, optional: boolean) => (
    <div className="checkout-field">
      <label htmlFor={`${ids}-${role}`}>{t(labelKey as never)}</label>
      <select
        id={`${ids}-${role}`}
        name={`address${role}`}
        value={choice?.[role] ?? ''}
        onChange={(event) => choose(role, event.target.value)}
      >
        {optional ? <option value="">{t('checkout.savedAddresses.sameAsBilling')}</option> : null}
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {savedAddressLine(address)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="step-title">
      <p>{t('checkout.savedAddresses.intro')}</p>
      {Object.values(orderErrors ?? {}).map((message) => (
        <p key={message} role="alert">
          {i18n.exists(message) ? i18n.t(message as never) : message}
        </p>
      ))}
      {fetching && !user ? <p role="status">{t('cart.loading')}</p> : null}
      {error && !user ? <p role="alert">{t('checkout.savedAddresses.loadFailed')}</p> : null}
      {user && addresses.length === 0 ? <p>{t('checkout.savedAddresses.none')}</p> : null}
      {addresses.length > 0 ? (
        <>
          {select('Billing', 'checkout.savedAddresses.billing', false)}
          {needs.shipping ? select('Shipping', 'checkout.savedAddresses.shipping', true) : null}
          {needs.license ? select('License', 'checkout.savedAddresses.license', true) : null}
        </>
      ) : null}
      {user ? (
        <button type="button" className="link-button" onClick={() => setAdding(true)}>
          {t('checkout.savedAddresses.addNew')}
        </button>
      ) : null}
      <StepActions onBack={onBack} nextDisabled={!choice?.Billing} />
    </form>
  );
}
