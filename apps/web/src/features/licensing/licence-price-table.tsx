import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { ReadLicencesQuery } from './queries/read-licences.ts';

/** '×1', '×1.25': a tier's price as a multiple of the price a family or style page shows. */
function multiple(factor: number): string {
  return `×${Number(factor.toFixed(2))}`;
}

/**
 * /licensing's price table: every licence's tiers and what each costs, as a multiple of the base price
 * on a family or style page (docs/pricing.md). Licences add up: desktop and web together cost both.
 */
export async function LicencePriceTable() {
  const t = serverT();
  const result = await serverQuery(ReadLicencesQuery, {}, { revalidate: CATALOGUE_REVALIDATE_SECONDS });
  if (!result.ok) return null;
  const licences = result.data.readLicenses.filter((licence) =>
    licence.options.some((option) => !option.hide && option.choices.length > 0),
  );
  return (
    <section className="licence-price-table" aria-labelledby="licence-prices">
      <h2 id="licence-prices">{t('buying.priceTable.title')}</h2>
      <p>{t('buying.priceTable.intro')}</p>
      <div className="licence-price-table__grid">
        {licences.map((licence) =>
          licence.options
            .filter((option) => !option.hide && option.choices.length > 0)
            .map((option) => (
              <table key={`${licence.slug}-${option.name}`} className="licence-price-table__table">
                <caption>
                  {licence.title} · {option.title}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('buying.priceTable.tier')}</th>
                    <th scope="col">{t('buying.priceTable.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {option.choices.map((choice) => (
                    <tr key={choice.id}>
                      <th scope="row">{choice.title}</th>
                      <td>{multiple(choice.priceFactor)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )),
        )}
      </div>
    </section>
  );
}
