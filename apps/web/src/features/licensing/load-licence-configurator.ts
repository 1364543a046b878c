import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { ConfiguratorData } from './configurator-data.ts';
import { ReadLicenceConfiguratorQuery } from './queries/read-licence-configurator.ts';

/** The family's products and the licences, or null when the family sells nothing. */
export const loadLicenceConfigurator = cache(async (url: string): Promise<ConfiguratorData | null> => {
  const result = await serverQuery(
    ReadLicenceConfiguratorQuery,
    { url },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`ReadLicenceConfigurator failed (${result.failure.kind})`);
  const family = result.data.readFamilies.nodes.find((node) => node.url === url);
  if (!family || family.fontProducts.length === 0) return null;
  return { family, licences: result.data.readLicenses };
});
