import { basisPointsOfPriceFactor, type LicenseCatalogue, type LicenseKind } from '@foundry/domain';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { ReadLicenceConfiguratorQuery } from './queries/read-licence-configurator.ts';

type Answer = ResultOf<typeof ReadLicenceConfiguratorQuery>;
export type ConfiguratorFamily = Answer['readFamilies']['nodes'][number];
export type ConfiguratorLicence = Answer['readLicenses'][number];

/** What the configurator needs, loaded on the server with the family page. */
export interface ConfiguratorData {
  family: ConfiguratorFamily;
  licences: ConfiguratorLicence[];
}

/** readLicenses as the pricing rules of @foundry/domain read it (factors back to basis points). */
export function toLicenseCatalogue(licences: readonly ConfiguratorLicence[]): LicenseCatalogue {
  return licences.map((licence) => ({
    slug: licence.slug,
    title: licence.title,
    // The configurator's rules do not depend on the kind.
    kind: 'Desktop' as LicenseKind,
    options: licence.options.map((option) => ({
      name: option.name,
      title: option.title,
      hide: option.hide,
      choices: option.choices.map((choice) => ({
        id: choice.id,
        value: choice.value,
        title: choice.title,
        priceFactorBp: basisPointsOfPriceFactor(choice.priceFactor),
        amount: choice.amount ?? null,
        isDefault: choice.isDefault,
      })),
    })),
  }));
}
