'use client';

import { formatMoney, type LicenseCatalogue, type LicenseSelection } from '@foundry/domain';
import { BUYING_TEXTS } from '../../lib/i18n/areas/buying.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { licencePriceLines, type PricedChoice } from './licence-price-lines.ts';
import type { LivePrice } from './use-live-price.ts';

interface LicenceTotalProps {
  priced: PricedChoice;
  selection: LicenseSelection;
  catalogue: LicenseCatalogue;
  livePrice: LivePrice;
}

/**
 * The configurator's total: one line per chosen licence with its price, then the server's total
 * excluding VAT. Before a licence is chosen it shows no price at all, only what to do.
 */
export function LicenceTotal({ priced, selection, catalogue, livePrice }: LicenceTotalProps) {
  const { t } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  const lines = licencePriceLines(priced, selection, catalogue);
  return (
    <div className="licence-total" data-testid="licence-total">
      <h3 className="licence-total__title">{t('buying.configurator.summary')}</h3>
      {lines.length === 0 ? (
        <p className="licence-configurator__note" data-testid="licence-no-price">
          {t('buying.configurator.noLicenceYet')}
        </p>
      ) : (
        <ul className="licence-total__lines" data-testid="licence-lines">
          {lines.map((line) => (
            <li key={line.entryId} className="licence-total__line">
              <span>{line.words}</span>
              <span className="licence-total__amount">{line.price ? formatMoney(line.price) : ''}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="licence-total__sum" role="status" aria-live="polite" data-testid="licence-price">
        <LivePriceText state={livePrice} />
      </p>
    </div>
  );
}

/** The total from readProducts, with a note while a newer answer is on its way. */
function LivePriceText({ state }: { state: LivePrice }) {
  const { t, i18n } = useTexts(BUYING_TEXTS, CHECKOUT_TEXTS);
  if (state.status === 'idle') return null;
  if (state.status === 'failed') return <>{i18n.t(state.failure.messageKey)}</>;
  if (state.status === 'loading' && !state.price) return <>{t('licensing.calculating')}</>;
  const { price } = state;
  if (!price) return null;
  return (
    <>
      <span>{t('buying.configurator.total')}</span>{' '}
      <strong className="licence-total__amount" data-testid="licence-price-amount">
        {formatMoney(price)}
      </strong>{' '}
      <span className="licence-total__vat">{t('buying.configurator.excludingVat')}</span>
      {state.status === 'loading' ? (
        <span className="licence-configurator__note"> {t('licensing.updating')}</span>
      ) : null}
    </>
  );
}
