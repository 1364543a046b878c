'use client';

import {
  type CartSelection,
  type FontCartSelection,
  formatMoney,
  isThirdPartyEntryId,
  type LicenseCatalogue,
  type PhysicalCartSelection,
} from '@foundry/domain';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { SHOP_NOTES_TEXTS } from '../../lib/i18n/areas/shop-notes.ts';
import { UPGRADES_TEXTS } from '../../lib/i18n/areas/upgrades.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { licenceWords } from './licence-words.ts';
import type { LicenseView, SummaryItemView } from './summary-view.ts';

interface CartLinesProps {
  selections: readonly CartSelection[];
  /** The summary's lines by selectionIndex, when it has answered. */
  items?: ReadonlyMap<number, SummaryItemView>;
  /** Without handlers the lines are read-only (the confirm step). */
  onRemove?: (selectionIndex: number) => void;
  onQuantity?: (selectionIndex: number, quantity: number) => void;
  /** The licences with their tiers, to say each line's licences in words (useLicenceCatalogue). */
  catalogue?: LicenseCatalogue | null;
}

function LicenseList({
  licenses,
  catalogue,
}: {
  licenses: readonly LicenseView[];
  catalogue: LicenseCatalogue | null;
}) {
  const { t } = useTexts(CHECKOUT_TEXTS, SHOP_NOTES_TEXTS, UPGRADES_TEXTS);
  if (licenses.length === 0) return null;
  return (
    <ul className="cart-line__licenses" aria-label={t('cart.licenses')}>
      {licenses.map((license) => (
        <li key={license.id}>
          {isThirdPartyEntryId(license.id)
            ? `${t('cart.thirdParty', { index: license.licenseIndex ?? license.id.split('-').pop() ?? '' })}${
                license.licenseName ? `: ${license.licenseName}` : ''
              }`
            : licenceWords(license, catalogue)}
        </li>
      ))}
    </ul>
  );
}

function FontLine({
  selection,
  item,
  catalogue,
}: {
  selection: FontCartSelection;
  item: SummaryItemView | undefined;
  catalogue: LicenseCatalogue | null;
}) {
  const { t } = useTexts(CHECKOUT_TEXTS, SHOP_NOTES_TEXTS, UPGRADES_TEXTS);
  const title = item?.title ?? selection.title ?? selection.productIds.join(', ');
  // Scripts by name once the summary gives them; the stored ids mean nothing to a buyer.
  const encodings = item?.encodings.map((e) => e.title ?? e.id) ?? [];
  return (
    <>
      <h3 className="cart-line__title">{title}</h3>
      {selection.upgrade ? (
        <p className="cart-line__meta" data-testid="cart-line-upgrade">
          {t('upgrades.cartLabel')}
        </p>
      ) : null}
      <LicenseList licenses={licensesOf(selection, item)} catalogue={catalogue} />
      {encodings.length > 0 ? (
        <p className="cart-line__meta">{t('cart.encodings', { encodings: encodings.join(', ') })}</p>
      ) : null}
    </>
  );
}

function PhysicalLine({
  selection,
  item,
  onQuantity,
}: {
  selection: PhysicalCartSelection;
  item: SummaryItemView | undefined;
  onQuantity: CartLinesProps['onQuantity'];
}) {
  const { t } = useTexts(CHECKOUT_TEXTS, SHOP_NOTES_TEXTS, UPGRADES_TEXTS);
  const title = item?.title ?? selection.product.title;
  const availability = selection.variant ? selection.variant.availability : selection.product.availability;
  const label = selection.variant?.label ?? item?.variant?.label;
  // An e-book is one PDF delivered with the order: no quantity to choose, nothing shipped.
  if (selection.product.digital) {
    return (
      <>
        <h3 className="cart-line__title">{title}</h3>
        <p className="cart-line__meta" data-testid="cart-line-digital">
          {t('shopNotes.digitalCartNote')}
        </p>
      </>
    );
  }
  return (
    <>
      <h3 className="cart-line__title">{title}</h3>
      {label ? <p className="cart-line__meta">{t('cart.variant', { label })}</p> : null}
      {onQuantity ? (
        <fieldset className="cart-line__quantity">
          <legend>{t('cart.quantity')}</legend>
          <button
            type="button"
            aria-label={t('cart.decrease')}
            disabled={selection.quantity <= 1}
            onClick={() => onQuantity(selection.selectionIndex, selection.quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite" data-testid="line-quantity">
            {selection.quantity}
          </output>
          <button
            type="button"
            aria-label={t('cart.increase')}
            disabled={selection.quantity >= availability}
            onClick={() => onQuantity(selection.selectionIndex, selection.quantity + 1)}
          >
            +
          </button>
        </fieldset>
      ) : (
        <p className="cart-line__meta">
          {t('cart.quantity')}: {selection.quantity}
        </p>
      )}
    </>
  );
}

/** The summary's licences when it has answered, else the stored ones. */
function licensesOf(selection: FontCartSelection, item: SummaryItemView | undefined): readonly LicenseView[] {
  return item?.license.length ? item.license : selection.licenses;
}

/** What tells one line from another in its Remove button: the title and, for fonts, the licences. */
function lineName(
  selection: CartSelection,
  title: string,
  item: SummaryItemView | undefined,
  catalogue: LicenseCatalogue | null,
): string {
  if (selection.kind === 'physical') {
    const label = selection.variant?.label ?? item?.variant?.label;
    return label ? `${title} (${label})` : title;
  }
  const words = licensesOf(selection, item)
    .filter((license) => !isThirdPartyEntryId(license.id))
    .map((license) => licenceWords(license, catalogue));
  return words.length > 0 ? `${title} (${words.join('; ')})` : title;
}

/** The cart's lines: font selections with their licences and third parties, physical items with steppers. */
export function CartLines({ selections, items, onRemove, onQuantity, catalogue = null }: CartLinesProps) {
  const { t } = useTexts(CHECKOUT_TEXTS, SHOP_NOTES_TEXTS, UPGRADES_TEXTS);
  return (
    <ul className="cart-lines">
      {selections.map((selection) => {
        const item = items?.get(selection.selectionIndex);
        // The summary's price is the line's; before it answers a physical line shows unit × quantity.
        const price = item
          ? formatMoney(item.price)
          : selection.kind === 'physical'
            ? formatMoney({
                ...selection.product.price,
                amount: selection.product.price.amount * selection.quantity,
              })
            : null;
        const title =
          item?.title ?? (selection.kind === 'physical' ? selection.product.title : selection.title) ?? '';
        return (
          <li
            key={selection.selectionIndex}
            className="cart-line"
            data-selection-index={selection.selectionIndex}
          >
            <div className="cart-line__body">
              {selection.kind === 'font' ? (
                <FontLine selection={selection} item={item} catalogue={catalogue} />
              ) : (
                <PhysicalLine selection={selection} item={item} onQuantity={onQuantity} />
              )}
            </div>
            <div className="cart-line__price" data-testid="cart-line-price">
              {price ? <span>{price}</span> : <Skeleton lines={1} className="cart-line__price-pending" />}
            </div>
            {onRemove ? (
              <Button
                variant="quiet"
                className="cart-line__remove"
                aria-label={t('cart.removeLine', { title: lineName(selection, title, item, catalogue) })}
                onPress={() => onRemove(selection.selectionIndex)}
              >
                {t('cart.remove')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
