import { isThirdPartyEntryId, type LicenseSelection } from './license-selection.ts';

/** Third parties without a valid desktop or corporate licence: their option values become ''. */
export function blankThirdParties(selection: LicenseSelection): LicenseSelection {
  return selection.map((entry) =>
    isThirdPartyEntryId(entry.id)
      ? { ...entry, options: entry.options.map((option) => ({ name: option.name, value: '' })) }
      : entry,
  );
}
