'use client';

import {
  type CartSelection,
  formatMoney,
  PICKUP_SHIPPING_TYPE,
  type ShippingChoiceValues,
  shippingChoiceSchema,
} from '@foundry/domain';
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormRadioGroup } from '../../ui/form-radio-group.tsx';
import { ReadAvailableShippingsQuery } from './checkout-operations.ts';
import type { CheckoutUserInfo, SelectedShipping } from './checkout-state.ts';
import { addressInputOfUserInfo } from './order-user-input.ts';
import { selectionInputs } from './selection-inputs.ts';
import { StepActions } from './step-actions.tsx';
import type { ShippingView } from './summary-view.ts';

interface ShippingFormProps {
  selections: readonly CartSelection[];
  userInfo: CheckoutUserInfo;
  selected: SelectedShipping;
  onSelect: (shipping: SelectedShipping) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * Step 4: the shipping methods that deliver the physical items to the buyer's address
 * (shippingChoiceSchema: one must be chosen). A choice is kept at once, so the summary beside the
 * form shows its price before the step is left.
 */
export function ShippingForm({
  selections,
  userInfo,
  selected,
  onSelect,
  onSubmit,
  onBack,
}: ShippingFormProps) {
  const { t, i18n } = useTexts(CHECKOUT_TEXTS);
  const variables = useMemo(() => {
    return {
      shippingAddress: addressInputOfUserInfo(userInfo),
      country: userInfo.country || null,
      physicalProductSelections: selectionInputs(selections).physicalProductSelections,
    };
  }, [selections, userInfo]);
  const [{ data, fetching, error }] = useQuery({
    query: ReadAvailableShippingsQuery,
    variables: variables as VariablesOf<typeof ReadAvailableShippingsQuery>,
    requestPolicy: 'cache-and-network',
  });
  const shippings = (data?.readAvailableShippings ?? []) as readonly ShippingView[];
  const form = useZodForm(shippingChoiceSchema, {
    shippingId: selected.id ?? '',
  } satisfies ShippingChoiceValues);

  // A method chosen earlier that no longer delivers here is forgotten.
  useEffect(() => {
    if (data && selected.id && !shippings.some((s) => s.id === selected.id)) {
      onSelect({});
      form.setValue('shippingId', '');
    }
  }, [data, shippings, selected.id, onSelect, form]);

  const choose = (id: string) => {
    const shipping = shippings.find((s) => s.id === id);
    if (shipping)
      onSelect({ id: shipping.id, type: shipping.type, title: shipping.title, price: shipping.price });
  };

  const details = (shipping: ShippingView) =>
    [
      shipping.subTitle,
      shipping.deliveryTime ? t('checkout.deliveryTime', { time: shipping.deliveryTime }) : null,
      shipping.type === PICKUP_SHIPPING_TYPE && shipping.pickupAddress
        ? t('checkout.pickupAt', { address: shipping.pickupAddress })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Form
      form={form}
      onSubmit={() => {
        onSubmit();
        return undefined;
      }}
      className="checkout-form"
      aria-labelledby="step-title"
    >
      {error ? <p role="alert">{i18n.t(`common:errors.unknown`)}</p> : null}
      {fetching && !data ? <p role="status">{t('cart.loading')}</p> : null}
      {data && shippings.length === 0 ? <p role="alert">{t('checkout.noShippings')}</p> : null}
      {shippings.length > 0 ? (
        <FormRadioGroup<ShippingChoiceValues>
          name="shippingId"
          label={t('checkout.steps.shipping')}
          isLabelHidden
          options={shippings.map((shipping) => ({
            id: shipping.id,
            label: `${shipping.title} — ${formatMoney(shipping.price)}`,
            description: details(shipping) || undefined,
          }))}
          onChosen={choose}
        />
      ) : null}
      <StepActions onBack={onBack} nextDisabled={shippings.length === 0} />
    </Form>
  );
}
