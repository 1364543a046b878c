'use client';

import {
  formatMoney,
  isLicenseSelectionComplete,
  isThirdPartyEntryId,
  isThirdPartyValid,
  type LicenseSelection,
  type LicenseSelectionEntry,
} from '@foundry/domain';
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { showAddedToCart, useCart } from '../cart/index.ts';
import { type ConfiguratorData, toLicenseCatalogue } from './configurator-data.ts';
import { LicenceChoices } from './licence-choices.tsx';
import { pricedChoice, tierPrice } from './licence-price-lines.ts';
import { LicenceTotal } from './licence-total.tsx';
import {
  choiceTitle,
  initialProductChoice,
  type ProductChoice,
  productIdsFor,
  singleStyles,
  soldEncodingIds,
  toggleEncoding,
  toggleStyle,
} from './product-choice.ts';
import { useLivePrice } from './use-live-price.ts';

/**
 * The family page's licence configurator (docs/checkout.md): what to buy (the family or
 * single styles), encodings, licences with their options and third parties, a live price from
 * readProducts, and 'Add to cart'.
 */
export function LicenceConfigurator({ data }: { data: ConfiguratorData }) {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const { addFontSelection } = useCart();
  const { family } = data;
  const catalogue = useMemo(() => toLicenseCatalogue(data.licences), [data.licences]);
  const [choice, setChoice] = useState<ProductChoice>(() => initialProductChoice(family));
  const [selection, setSelection] = useState<LicenseSelection>([]);
  const [added, setAdded] = useState(false);
  const ids = useId();

  const productIds = productIdsFor(family, choice);
  const priced = pricedChoice(family, choice);
  // No price before a licence is chosen: a bare base price would read as the price of nothing.
  const hasLicence = selection.some((entry) => !isThirdPartyEntryId(entry.id));
  const livePrice = useLivePrice(
    productIds.length > 0 && hasLicence
      ? { productIDs: productIds, encodingIDs: [...choice.encodingIds], licenses: selection }
      : null,
  );
  function tierPriceOf(entry: LicenseSelectionEntry, optionName: string, value: string): string | null {
    const price = tierPrice(priced, entry, optionName, value, catalogue);
    return price ? formatMoney(price) : null;
  }
  const complete = productIds.length > 0 && isLicenseSelectionComplete(selection, catalogue);
  const encodings = soldEncodingIds(family).map(
    (id) => family.familyEncodings.find((entry) => entry.encoding.id === id)?.encoding ?? { id, title: id },
  );
  const thirdParties = selection.filter((entry) => isThirdPartyEntryId(entry.id));

  function change(next: LicenseSelection) {
    setSelection(next);
    setAdded(false);
  }
  function changeChoice(next: ProductChoice) {
    setChoice(next);
    setAdded(false);
  }
  function addToCart(event: React.FormEvent) {
    event.preventDefault();
    if (!complete) return;
    const title = choiceTitle(family, choice);
    addFontSelection({
      productIds,
      encodingIds: [...choice.encodingIds],
      licenses: selection,
      preRelease: family.preRelease,
      title,
    });
    setAdded(true);
    showAddedToCart(t('buying.configurator.added', { title }));
  }

  const hintId = `${ids}-hint`;
  const hint =
    productIds.length === 0
      ? t('licensing.chooseStyle')
      : selection.length === 0
        ? null // the total says it: 'Choose a licence to see the price.'
        : thirdParties.length > 0 && !isThirdPartyValid(selection, catalogue)
          ? t('licensing.thirdPartiesNeedHost')
          : !complete
            ? t('licensing.completeOptions')
            : null;

  return (
    <section
      className="licence-configurator"
      aria-labelledby={`${ids}-title`}
      data-testid="licence-configurator"
    >
      <h2 id={`${ids}-title`}>{t('licensing.title')}</h2>
      <form onSubmit={addToCart} noValidate>
        <fieldset>
          <legend>{t('licensing.what')}</legend>
          <RadioGroup
            label={t('licensing.what')}
            isLabelHidden
            value={choice.scope}
            onChange={(scope) => changeChoice({ ...choice, scope: scope as ProductChoice['scope'] })}
            options={[
              { id: 'family', label: t('licensing.wholeFamily', { count: singleStyles(family).length }) },
              { id: 'styles', label: t('licensing.singleStyles') },
            ]}
          />
          {choice.scope === 'styles' ? (
            <ul className="licence-configurator__styles">
              {singleStyles(family).map((style) => (
                <li key={style.id}>
                  <Checkbox
                    isSelected={choice.styleProductIds.includes(style.id)}
                    onChange={(on) =>
                      changeChoice({
                        ...choice,
                        styleProductIds: toggleStyle(choice.styleProductIds, style.id, on),
                      })
                    }
                  >
                    {style.style?.title ?? style.title}{' '}
                    <span className="licence-configurator__from">
                      {t('licensing.from', { price: formatMoney(style.price) })}
                    </span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>

        {encodings.length > 1 ? (
          <fieldset>
            <legend>{t('licensing.encodings')}</legend>
            <p className="licence-configurator__note">{t('licensing.encodingsNote')}</p>
            {encodings.map((encoding) => {
              const checked = choice.encodingIds.includes(encoding.id);
              return (
                <Checkbox
                  key={encoding.id}
                  isSelected={checked}
                  // The last chosen encoding stays: a licence is always for at least one.
                  isDisabled={checked && choice.encodingIds.length === 1}
                  onChange={(on) =>
                    changeChoice({
                      ...choice,
                      encodingIds: toggleEncoding(family, choice.encodingIds, encoding.id, on),
                    })
                  }
                >
                  {encoding.title}
                </Checkbox>
              );
            })}
          </fieldset>
        ) : null}

        <LicenceChoices
          licences={data.licences}
          catalogue={catalogue}
          selection={selection}
          onChange={change}
          tierPriceOf={productIds.length > 0 ? tierPriceOf : undefined}
        />

        <div className="licence-configurator__total">
          <LicenceTotal priced={priced} selection={selection} catalogue={catalogue} livePrice={livePrice} />
          {hint ? (
            <p id={hintId} className="licence-configurator__note">
              {hint}
            </p>
          ) : null}
          <Button
            type="submit"
            className="licence-configurator__add"
            isDisabled={!complete}
            aria-describedby={hint ? hintId : undefined}
          >
            {t('licensing.addToCart')}
          </Button>
          {added ? (
            <p role="status">
              {t('licensing.added')} <Link href="/checkout">{t('licensing.goToCart')}</Link>
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
