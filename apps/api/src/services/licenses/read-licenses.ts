import type {
  LicenseChoiceRow,
  LicenseOptionRow,
  LicenseRepository,
  LicenseRow,
} from '../../repositories/license-repository.ts';
import { groupBy } from '../../utils/group-by.ts';

export type LicenseOptionNode = LicenseOptionRow & { choices: LicenseChoiceRow[] };
export type LicenseNode = LicenseRow & { options: LicenseOptionNode[] };

/** Every licence with its options and their choices, in display order. */
export async function readLicenses(licenses: LicenseRepository): Promise<LicenseNode[]> {
  const [rows, options, choices] = await Promise.all([
    licenses.all(),
    licenses.allOptions(),
    licenses.allChoices(),
  ]);
  const choicesByOption = groupBy(choices, (choice) => choice.optionId);
  const optionsByLicense = groupBy(
    options.map((option) => ({ ...option, choices: choicesByOption.get(option.id) ?? [] })),
    (option) => option.licenseId,
  );
  return rows.map((row) => ({ ...row, options: optionsByLicense.get(row.id) ?? [] }));
}
