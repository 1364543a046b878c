'use client';

import {
  choiceRank,
  findLicense,
  isThirdPartyEntryId,
  type LicenseCatalogue,
  type LicenseSelection,
  type LicenseSelectionEntry,
  licenseEntryTitle,
  optionValueOf,
  removeLicense,
  setLicenseChoice,
  THIRD_PARTY_INDEX_OPTION,
  THIRD_PARTY_LICENSE_SLUG,
} from '@foundry/domain';
import { useId } from 'react';
import { CHECKOUT_TEXTS } from '../../lib/i18n/areas/checkout.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FieldGroup } from '../../ui/field-group.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ToggleGroup } from '../../ui/toggle-group.tsx';
import type { ConfiguratorLicence } from './configurator-data.ts';

interface LicenceChoicesProps {
  /** The catalogue as readLicenses answers it (third parties are shown under their own heading). */
  licences: readonly ConfiguratorLicence[];
  catalogue: LicenseCatalogue;
  selection: LicenseSelection;
  onChange: (next: LicenseSelection) => void;
  /**
   * What must stay chosen (an upgrade's owned licences): those licences cannot be unticked and lower
   * choices than theirs are disabled. The caller still raises what it stores (raiseLicenseSelection).
   */
  minimum?: LicenseSelection;
  /** The price a licence would cost at one tier, shown on the tier's button (the configurator's). */
  tierPriceOf?: (entry: LicenseSelectionEntry, optionName: string, value: string) => string | null;
  /** The id of the licences' group (a form's error summary links to it) and its message under it. */
  id?: string;
  error?: string | null;
}

/**
 * The licences with their options and the third parties to name, as the family page's configurator
 * and the upgrade page offer them (docs/checkout.md).
 */
export function LicenceChoices({
  licences,
  catalogue,
  selection,
  onChange,
  minimum = [],
  tierPriceOf,
  id,
  error,
}: LicenceChoicesProps) {
  const { t } = useTexts(CHECKOUT_TEXTS);
  const ids = useId();
  const shown = licences.filter((licence) => licence.slug !== THIRD_PARTY_LICENSE_SLUG);
  const thirdParties = selection.filter((entry) => isThirdPartyEntryId(entry.id));

  function toggleLicence(licence: ConfiguratorLicence, on: boolean) {
    if (!on) return onChange(removeLicense(selection, licence.slug));
    // Setting an option adds the licence with every option at its default (and syncs third parties).
    const first = licence.options[0];
    const value = first?.choices.find((c) => c.isDefault)?.value ?? first?.choices[0]?.value ?? '';
    if (first) onChange(setLicenseChoice(selection, licence.slug, first.name, value, catalogue));
    else onChange([...selection, { id: licence.slug, options: [] }]);
  }
  function setThirdPartyDetail(entryId: string, field: 'licenseName' | 'licenseEmail', value: string) {
    onChange(selection.map((entry) => (entry.id === entryId ? { ...entry, [field]: value } : entry)));
  }
  /** Whether a choice is below what must stay chosen. */
  function belowMinimum(slug: string, optionName: string, value: string): boolean {
    const required = minimum.find((entry) => entry.id === slug);
    const option = findLicense(catalogue, slug)?.options.find((candidate) => candidate.name === optionName);
    if (!required || !option) return false;
    return choiceRank(option, value) < choiceRank(option, optionValueOf(required, optionName));
  }

  return (
    <>
      <FieldGroup id={id ?? `${ids}-licences`} label={t('licensing.licences')} error={error}>
        {shown.map((licence) => {
          const entry = selection.find((candidate) => candidate.id === licence.slug);
          const required = minimum.some((candidate) => candidate.id === licence.slug);
          const descriptionId = `${ids}-${licence.slug}-description`;
          return (
            <div key={licence.slug} className="licence-configurator__licence">
              <Checkbox
                isSelected={entry !== undefined}
                isDisabled={required && entry !== undefined}
                aria-describedby={licence.description ? descriptionId : undefined}
                onChange={(on) => toggleLicence(licence, on)}
              >
                {t('licensing.licence', { title: licence.title })}
              </Checkbox>
              {licence.description ? (
                <p id={descriptionId} className="licence-configurator__note">
                  {licence.description}
                </p>
              ) : null}
              {entry
                ? licence.options
                    .filter((option) => !option.hide)
                    .map((option) => (
                      <div key={option.name} className="licence-configurator__option">
                        <span className="licence-configurator__option-title" aria-hidden="true">
                          {option.title}
                        </span>
                        <ToggleGroup
                          label={option.title}
                          className="licence-configurator__tiers"
                          value={optionValueOf(entry, option.name)}
                          options={option.choices.map((item) => ({
                            id: item.value,
                            label: item.title,
                            detail: tierPriceOf?.(entry, option.name, item.value) ?? undefined,
                            disabled: belowMinimum(licence.slug, option.name, item.value),
                          }))}
                          onChange={(value) =>
                            onChange(setLicenseChoice(selection, licence.slug, option.name, value, catalogue))
                          }
                        />
                      </div>
                    ))
                : null}
            </div>
          );
        })}
      </FieldGroup>

      {thirdParties.length > 0 ? (
        <fieldset>
          <legend>{t('licensing.thirdParties')}</legend>
          <p className="licence-configurator__note">{t('licensing.thirdPartiesNote')}</p>
          {thirdParties.map((entry) => {
            const blank = optionValueOf(entry, THIRD_PARTY_INDEX_OPTION) === '';
            const title = licenseEntryTitle(entry, catalogue);
            return (
              <div key={entry.id} className="licence-configurator__third-party" data-testid="third-party">
                <h3>{title}</h3>
                <TextField
                  className="licence-configurator__option"
                  label={t('licensing.thirdPartyName')}
                  maxLength={200}
                  value={entry.licenseName ?? ''}
                  onChange={(value) => setThirdPartyDetail(entry.id, 'licenseName', value)}
                />
                <TextField
                  className="licence-configurator__option"
                  label={t('licensing.thirdPartyEmail')}
                  type="email"
                  maxLength={80}
                  value={entry.licenseEmail ?? ''}
                  onChange={(value) => setThirdPartyDetail(entry.id, 'licenseEmail', value)}
                />
                {blank ? (
                  <Button variant="quiet" onPress={() => onChange(removeLicense(selection, entry.id))}>
                    {t('licensing.removeThirdParty', { title })}
                  </Button>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
    </>
  );
}
