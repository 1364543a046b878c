import { CORPORATE_PURCHASE_LICENSE_SLUGS } from '@foundry/domain';
import type { GraphQLContext } from '../../context.ts';
import { type LicenseNode, readLicenses } from '../licenses/read-licenses.ts';
import { usableCorporateCode } from './usable-corporate-code.ts';

/** readCorporateLicenses(code): the licences a corporate purchase may name (corporate and its third parties). */
export async function readCorporateLicenses(
  context: Pick<GraphQLContext, 'repositories'>,
  input: { code: string },
  now = new Date(),
): Promise<LicenseNode[]> {
  await usableCorporateCode(context.repositories.corporate, input.code, now);
  const licenses = await readLicenses(context.repositories.licenses);
  return licenses.filter((license) => CORPORATE_PURCHASE_LICENSE_SLUGS.includes(license.slug));
}
