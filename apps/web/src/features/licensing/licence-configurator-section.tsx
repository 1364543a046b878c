import { LicenceConfigurator } from './licence-configurator.tsx';
import { loadLicenceConfigurator } from './load-licence-configurator.ts';

/** The configurator of a family page, loaded on the server; nothing when the family sells nothing. */
export async function LicenceConfiguratorSection({ familyUrl }: { familyUrl: string }) {
  const data = await loadLicenceConfigurator(familyUrl);
  return data ? <LicenceConfigurator data={data} /> : null;
}
