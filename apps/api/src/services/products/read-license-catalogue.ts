import type { LicenseCatalogue } from '@foundry/domain';
import type { LicenseRepository } from '../../repositories/license-repository.ts';
import { readLicenses } from '../licenses/read-licenses.ts';

/** The licences as the pricing rules read them (three statements). */
export async function readLicenseCatalogue(licenses: LicenseRepository): Promise<LicenseCatalogue> {
  const rows = await readLicenses(licenses);
  return rows.map((license) => ({
    slug: license.slug,
    title: license.title,
    kind: license.kind,
    options: license.options.map((option) => ({
      name: option.name,
      title: option.title,
      hide: option.hide,
      choices: option.choices.map((choice) => ({
        id: String(choice.id),
        value: choice.value,
        title: choice.title,
        priceFactorBp: choice.priceFactorBp,
        amount: choice.amount,
        isDefault: choice.isDefault,
      })),
    })),
  }));
}
