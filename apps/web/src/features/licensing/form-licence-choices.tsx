'use client';

import { type LicenseCatalogue, type LicenseSelection, raiseLicenseSelection } from '@foundry/domain';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { useRegisteredField } from '../../ui/form-field-registry.ts';
import { useFormMessage } from '../../ui/form-message.ts';
import type { ConfiguratorLicence } from './configurator-data.ts';
import { LicenceChoices } from './licence-choices.tsx';

interface FormLicenceChoicesProps<Values extends FieldValues> {
  /** The selection's field in the surrounding Form (checked by `licenceSelectionField`). */
  name: Path<Values>;
  licences: readonly ConfiguratorLicence[];
  catalogue: LicenseCatalogue;
  /** What must stay chosen (an upgrade's owned licences): every change is raised to it. */
  minimum?: LicenseSelection;
}

/**
 * The licence choices bound to the surrounding Form (docs/forms.md): its message under the licences,
 * its entry in the error summary (whose link leads to the first licence).
 */
export function FormLicenceChoices<Values extends FieldValues>({
  name,
  licences,
  catalogue,
  minimum = [],
}: FormLicenceChoicesProps<Values>) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const say = useFormMessage();
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const id = useRegisteredField(name, t('licensing.licences'));
  return (
    <LicenceChoices
      id={id}
      error={say(fieldState.error?.message) ?? null}
      licences={licences}
      catalogue={catalogue}
      selection={field.value as LicenseSelection}
      // The licence never goes below what must stay chosen (the server raises it the same way).
      onChange={(next) => field.onChange(raiseLicenseSelection(next, minimum, catalogue))}
      minimum={minimum}
    />
  );
}
