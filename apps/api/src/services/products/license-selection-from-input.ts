import type { LicenseSelection } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';

/** What GraphQL hands over for LicenseSelectionInput. */
export interface LicenseSelectionInputValue {
  id: string;
  options: readonly { name: string; value: string }[];
  licenseName?: string | null | undefined;
  licenseEmail?: string | null | undefined;
  licenseIndex?: number | null | undefined;
}

// Limits well above any real selection (6 licences + a few third parties), against oversized input.
export const MAX_LICENSE_ENTRIES = 40;
const MAX_OPTIONS_PER_ENTRY = 10;
const MAX_TEXT = 200;

function tooLong(text: string | null | undefined): boolean {
  return text != null && text.length > MAX_TEXT;
}

/** The input as a domain selection; refuses oversized input with error 209. */
export function licenseSelectionFromInput(
  input: readonly LicenseSelectionInputValue[] | null | undefined,
): LicenseSelection {
  if (!input) return [];
  const refuse = (message: string) =>
    new AppError(ERROR_CODE.LICENSES_MISSING, { message, fields: { licenses: message } });
  if (input.length > MAX_LICENSE_ENTRIES)
    throw refuse(`At most ${MAX_LICENSE_ENTRIES} licences per selection.`);
  return input.map((entry) => {
    if (entry.options.length > MAX_OPTIONS_PER_ENTRY) throw refuse('Too many options for one licence.');
    const texts = [
      entry.id,
      entry.licenseName,
      entry.licenseEmail,
      ...entry.options.flatMap((o) => [o.name, o.value]),
    ];
    if (texts.some(tooLong)) throw refuse(`Licence values are at most ${MAX_TEXT} characters.`);
    return {
      id: entry.id,
      options: entry.options.map((option) => ({ name: option.name, value: option.value })),
      ...(entry.licenseName != null ? { licenseName: entry.licenseName } : {}),
      ...(entry.licenseEmail != null ? { licenseEmail: entry.licenseEmail } : {}),
      ...(entry.licenseIndex != null ? { licenseIndex: entry.licenseIndex } : {}),
    };
  });
}
