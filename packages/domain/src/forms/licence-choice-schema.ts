import { z } from 'zod';
import { isLicenseSelectionComplete } from '../licensing/is-license-selection-complete.ts';
import type { LicenseCatalogue } from '../licensing/license-catalogue.ts';
import { isThirdPartyEntryId, type LicenseSelection } from '../licensing/license-selection.ts';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/**
 * Licences chosen to buy (the upgrade page): at least one licence besides third parties, and every
 * option of each chosen (isLicenseSelectionComplete, the rule the cart applies).
 */
export function licenceSelectionField(catalogue: LicenseCatalogue) {
  return z
    .custom<LicenseSelection>((value) => Array.isArray(value))
    .superRefine((selection, context) => {
      if (!selection.some((entry) => !isThirdPartyEntryId(entry.id)))
        context.addIssue({ code: 'custom', message: KEYS.chooseLicence });
      else if (!isLicenseSelectionComplete(selection, catalogue))
        context.addIssue({ code: 'custom', message: KEYS.completeLicence });
    });
}

/** An upgrade's choices: the scripts (the required ones always among them) and the licences. */
export function upgradeChoiceSchema(catalogue: LicenseCatalogue) {
  return z.object({ encodingIds: z.array(z.string()), licenses: licenceSelectionField(catalogue) });
}

export type UpgradeChoiceValues = z.input<ReturnType<typeof upgradeChoiceSchema>>;
