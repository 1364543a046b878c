'use client';

import {
  type CartSelection,
  type FontCartSelection,
  isThirdPartyEntryId,
  ORDER_ADDRESS_LIMITS,
  type ThirdPartiesOutput,
  type ThirdPartiesValues,
  thirdPartiesSchema,
} from '@foundry/domain';
import { useEffect, useMemo } from 'react';
import { useZodForm } from '../../lib/forms/use-zod-form.ts';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Form } from '../../ui/form.tsx';
import { FormEmailField } from '../../ui/form-email-field.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { StepActions } from './step-actions.tsx';

type LicenceEntry = FontCartSelection['licenses'][number];

function thirdPartyEntries(selection: FontCartSelection): LicenceEntry[] {
  return selection.licenses.filter((entry) => isThirdPartyEntryId(entry.id));
}

/** A font of the cart with its third-party licences, each with its row in the form's `parties`. */
interface FontWithParties {
  font: FontCartSelection;
  parties: { entry: LicenceEntry; row: number }[];
}

function fontsWithParties(selections: readonly CartSelection[]): FontWithParties[] {
  let row = 0;
  return selections
    .filter((s): s is FontCartSelection => s.kind === 'font' && thirdPartyEntries(s).length > 0)
    .map((font) => ({ font, parties: thirdPartyEntries(font).map((entry) => ({ entry, row: row++ })) }));
}

interface ThirdPartiesFormProps {
  selections: readonly CartSelection[];
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (patches: { selectionIndex: number; licenses: FontCartSelection['licenses'] }[]) => void;
  onBack: () => void;
}

/**
 * Step 3: the name and e-mail of whom each third-party licence is for (thirdPartiesSchema, both
 * required; docs/forms.md). They are kept on the cart's licence entries.
 */
export function ThirdPartiesForm({ selections, onDirtyChange, onSubmit, onBack }: ThirdPartiesFormProps) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const fonts = useMemo(() => fontsWithParties(selections), [selections]);
  const form = useZodForm(thirdPartiesSchema, {
    parties: fonts.flatMap(({ parties }) =>
      parties.map(({ entry }) => ({ name: entry.licenseName ?? '', email: entry.licenseEmail ?? '' })),
    ),
  } satisfies ThirdPartiesValues);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const send = ({ parties }: ThirdPartiesOutput) => {
    onSubmit(
      fonts.map(({ font, parties: rows }) => ({
        selectionIndex: font.selectionIndex,
        licenses: font.licenses.map((entry) => {
          const typed = parties[rows.find((party) => party.entry.id === entry.id)?.row ?? -1];
          return typed ? { ...entry, licenseName: typed.name, licenseEmail: typed.email } : entry;
        }),
      })),
    );
    return undefined;
  };

  return (
    <Form form={form} onSubmit={send} className="checkout-form" aria-labelledby="step-title">
      <p>{t('checkout.thirdPartyIntro')}</p>
      {fonts.map(({ font, parties }) => (
        <fieldset key={font.selectionIndex} className="checkout-form">
          <legend>{font.title ?? font.productIds.join(', ')}</legend>
          {parties.map(({ entry, row }) => {
            const index = entry.licenseIndex ?? Number(entry.id.split('-').pop());
            return (
              <div key={entry.id} className="checkout-form">
                <FormTextField<ThirdPartiesValues>
                  name={`parties.${row}.name`}
                  label={t('checkout.thirdPartyName', { index })}
                  isRequired
                  maxLength={ORDER_ADDRESS_LIMITS.name}
                />
                <FormEmailField<ThirdPartiesValues>
                  name={`parties.${row}.email`}
                  label={t('checkout.thirdPartyEmail', { index })}
                  autoComplete="off"
                />
              </div>
            );
          })}
        </fieldset>
      ))}
      <StepActions onBack={onBack} />
    </Form>
  );
}
