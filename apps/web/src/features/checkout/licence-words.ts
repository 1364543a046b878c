import { isThirdPartyEntryId, type LicenseCatalogue } from '@foundry/domain';
import { licenceInWords } from '../licensing/index.ts';
import type { LicenseView } from './summary-view.ts';

/**
 * A cart line's licence in plain words ('Desktop: up to 10 computers'): from the catalogue's tier titles
 * when it is at hand, else from the summary's titles; never the raw option values.
 */
export function licenceWords(license: LicenseView, catalogue: LicenseCatalogue | null): string {
  if (catalogue && !isThirdPartyEntryId(license.id)) {
    try {
      return licenceInWords(
        { id: license.id, options: license.options.map(({ name, value }) => ({ name, value })) },
        catalogue,
      );
    } catch {
      // A licence the catalogue no longer lists: fall back to the summary's own titles.
    }
  }
  const tiers = license.options
    .filter((option) => option.name !== 'index' && option.valueTitle)
    .map((option) => option.valueTitle ?? '');
  const title = license.title ?? license.id;
  return tiers.length > 0 ? `${title}: ${tiers.join(', ')}` : title;
}
