import type { FormEvent } from 'react';
import { centsOf, formatMoney } from '../lib/format.ts';
import { SET_PRODUCT_PRICING } from '../lib/product-documents.ts';
import type { AdminProduct } from '../lib/product-types.ts';
import { TEXT } from '../lib/texts.ts';
import { useFormWrite } from '../lib/use-form-write.ts';
import { isoOfUtcInput, utcInputOf } from '../lib/utc-input.ts';
import { FormField } from '../ui/form-field.tsx';
import { OutcomeNote } from '../ui/outcome-note.tsx';

const T = TEXT.products;
const euros = (amount: number | null) => (amount === null ? '' : (amount / 100).toFixed(2));

/** The regular price and a sale with its dates; the lowest price before the sale is computed by the API. */
export function PricingForm({ product, onDone }: { product: AdminProduct; onDone: () => void }) {
  const write = useFormWrite();
  const errors = write.fieldErrors;
  const money = (amount: number) => formatMoney({ amount, currency: product.currency });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = centsOf(String(form.get('price') ?? ''));
    const saleText = String(form.get('sale') ?? '').trim();
    const sale = saleText === '' ? null : centsOf(saleText);
    const invalid: Record<string, string> = {};
    if (price === null) invalid.priceAmount = T.amountInvalid;
    if (saleText !== '' && sale === null) invalid.salePriceAmount = T.amountInvalid;
    if (Object.keys(invalid).length > 0) {
      write.refuse(invalid);
      return;
    }
    const done = await write.run(
      SET_PRODUCT_PRICING,
      {
        productId: product.id,
        priceAmount: price,
        salePriceAmount: sale,
        saleStartsAt: isoOfUtcInput(String(form.get('from') ?? '')),
        saleEndsAt: isoOfUtcInput(String(form.get('to') ?? '')),
      },
      () => T.pricingDone,
    );
    if (done) onDone();
  }
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="pricing-title" noValidate>
      <h2 id="pricing-title">{T.pricing}</h2>
      <p>
        {T.chargedNow}: <strong data-testid="charged-now">{money(product.currentPriceAmount)}</strong>
      </p>
      <FormField
        id="pricing-price"
        name="price"
        label={T.price}
        error={errors.priceAmount}
        inputMode="decimal"
        defaultValue={euros(product.priceAmount)}
      />
      <FormField
        id="pricing-sale"
        name="sale"
        label={T.salePrice}
        error={errors.salePriceAmount}
        inputMode="decimal"
        defaultValue={euros(product.salePriceAmount)}
      />
      <div className="form-row">
        <FormField
          id="pricing-from"
          name="from"
          type="datetime-local"
          label={T.saleStarts}
          error={errors.saleStartsAt}
          defaultValue={utcInputOf(product.saleStartsAt)}
        />
        <FormField
          id="pricing-to"
          name="to"
          type="datetime-local"
          label={T.saleEnds}
          error={errors.saleEndsAt}
          defaultValue={utcInputOf(product.saleEndsAt)}
        />
      </div>
      {product.saleLowestPriorAmount !== null ? (
        <p>
          {T.lowestPrior}: <strong>{money(product.saleLowestPriorAmount)}</strong>
        </p>
      ) : null}
      <OutcomeNote outcome={write.outcome} />
      <button type="submit" className="button button-primary" disabled={write.busy} aria-busy={write.busy}>
        {T.pricing}
      </button>
    </form>
  );
}
