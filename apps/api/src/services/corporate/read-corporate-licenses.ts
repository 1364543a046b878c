import { CORPORATE_PURCHASE_LICENSE_SLUGS } from '@foundry/domain';
import { type LicenseNode, readLicenses } from '../licenses/read-licenses.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { usableCorporateCode } from './usable-corporate-code.ts';

/** readCorporateLicenses(code): the licences a corporate purchase may name (corporate and its third parties). */
export async function readCorporateLicenses(
  input: { code: string },
  deps: Pick<ServiceDeps, 'repositories'>,
  now = new Date(),
): Promise<LicenseNode[]> {
  await usableCorporateCode(deps.repositories.corporate, input.code, now);
  const licenses = await readLicenses(deps.repositories.licenses);
  return licenses.filter((license) => CORPORATE_PURCHASE_LICENSE_SLUGS.includes(license.slug));
}
