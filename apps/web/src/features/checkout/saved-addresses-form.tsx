'use client';

import {
  type CartSelection,
  itemNeedsShipping,
  needsDeliveryAddress,
  needsLicenseAddress,
  SAME_AS_BILLING,
  type SavedAddressesOutput,
  type SavedAddressesValues,
  savedAddressesSchema,
} from '@foundry/domain';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormSelect } from '../../ui/form-select.tsx';
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

/** A choice of addresses as the form's values: shipping and licence 'same as billing' when unset. */
function valuesOf(selection: AddressSelection): SavedAddressesValues {
  return {
    billing: selection.Billing ?? '',
    shipping: selection.Shipping ?? SAME_AS_BILLING,
    license: selection.License ?? SAME_AS_BILLING,
  };
}

/** The form's values as a choice of addresses (savedAddressesSchema's output, unchecked). */
function selectionOf(values: SavedAddressesValues): AddressSelection {
  const id = (value: string) => (value === '' || value === SAME_AS_BILLING ? null : value);
  return { Billing: id(values.billing), Shipping: id(values.shipping), License: id(values.license) };
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
  const { t, i18n } = useTexts(CHECKOUT_TEXTS);
  const client = useGraphqlClient();
  const [stored] = useAddressSelection();
  const [shipping] = useSelectedShipping();
  const [{ data, error, fetching }, reload] = useQuery({
    query: ReadCheckoutAddressesQuery,
    requestPolicy: 'network-only',
  });
  const user = data?.readUser;
  const addresses = (user?.addresses.nodes ?? []) as readonly SavedAddress[];
  const needs = useMemo(() => addressNeeds(selections, shipping.type), [selections, shipping.type]);
  const form = useZodForm(savedAddressesSchema, valuesOf(stored));
  const [adding, setAdding] = useState(false);

  // Once the addresses are known, start from the choice so far (or the stored one, or the default).
  useEffect(() => {
    if (!user) return;
    const resolved = valuesOf(
      resolveAddressSelection(selectionOf(form.getValues()), user.addresses.nodes as SavedAddress[], needs),
    );
    for (const role of ['billing', 'shipping', 'license'] as const) form.setValue(role, resolved[role]);
  }, [user, needs, form]);

  const save = async (values: AddressFormValues, isDefault: boolean) => {
    const { label, address } = addressInputOf(values);
    const result = await client
      .mutation(CreateUserAddressMutation, { address, label, isDefault })
      .toPromise();
    if (result.error) return addressRefusalOf(result.error);
    const created = result.data?.createUserAddress.id;
    if (created) {
      onDirtyChange(true);
      form.setValue('billing', created);
    }
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

  const send = (choice: SavedAddressesOutput) => {
    const billing = addresses.find((a) => a.id === choice.Billing);
    if (!billing || !user) return { fieldErrors: { billing: 'forms.chooseAddress' } };
    const delivery = addresses.find((a) => a.id === choice.Shipping) ?? billing;
    onSubmit(
      choice,
      userInfoOfSavedAddress(billing, user.email),
      userInfoOfSavedAddress(delivery, user.email),
    );
    return undefined;
  };

  const select = (name: keyof SavedAddressesValues, labelKey: string, optional: boolean) => (
    <FormSelect<SavedAddressesValues>
      name={name}
      label={t(labelKey as never)}
      isRequired={!optional}
      options={[
        ...(optional ? [{ id: SAME_AS_BILLING, label: t('checkout.savedAddresses.sameAsBilling') }] : []),
        ...addresses.map((address) => ({ id: address.id, label: savedAddressLine(address) })),
      ]}
      onChosen={() => onDirtyChange(true)}
    />
  );

  return (
    <Form form={form} onSubmit={send} className="checkout-form" aria-labelledby="step-title">
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
          {select('billing', 'checkout.savedAddresses.billing', false)}
          {needs.shipping ? select('shipping', 'checkout.savedAddresses.shipping', true) : null}
          {needs.license ? select('license', 'checkout.savedAddresses.license', true) : null}
        </>
      ) : null}
      {user ? (
        <button type="button" className="checkout-link-button" onClick={() => setAdding(true)}>
          {t('checkout.savedAddresses.addNew')}
        </button>
      ) : null}
      {/* Without a saved address there is nothing to choose: the buyer adds one first. */}
      <StepActions onBack={onBack} nextDisabled={addresses.length === 0} />
    </Form>
  );
}
