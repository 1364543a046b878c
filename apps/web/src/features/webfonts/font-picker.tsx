'use client';

import { useState } from 'react';
import { useQuery } from 'urql';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Select } from '../../ui/select.tsx';
import { FontSettings } from './font-settings.tsx';
import { type FontChoice, fontKey, newFontChoice, type WebfontsProjectType } from './webfonts-form-values.ts';
import { ReadWebfontsAvailableFamiliesQuery } from './webfonts-operations.ts';

interface FontPickerProps {
  /** The id of the fields' wrapper: the error summary's link leads to its first control. */
  id: string;
  projectID?: string | undefined;
  projectType: WebfontsProjectType;
  fonts: readonly FontChoice[];
  onChange: (fonts: FontChoice[]) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * The fonts of a project: a family from those the project may use
 * (readWebfontsProjectAvailableFamilies), then its static styles and variable fonts as checkboxes; each
 * chosen font gets its CSS settings.
 */
export function FontPicker({
  id,
  projectID,
  projectType,
  fonts,
  onChange,
  describedBy,
  invalid,
}: FontPickerProps) {
  const { t } = useTexts(CATALOGUE_TEXTS, WEBFONTS_TEXTS);
  const [{ data, error }] = useQuery({
    query: ReadWebfontsAvailableFamiliesQuery,
    variables: { projectID: projectID ?? null, projectType },
  });
  const families = data?.readWebfontsProjectAvailableFamilies ?? [];
  const [familyID, setFamilyID] = useState('');
  const family = families.find((entry) => entry.id === familyID);
  const chosen = new Set(fonts.map((font) => font.key));

  const toggle = (choice: FontChoice, on: boolean) =>
    onChange(
      on
        ? [...fonts.filter((font) => font.key !== choice.key), choice]
        : fonts.filter((font) => font.key !== choice.key),
    );
  const checkbox = (choice: FontChoice, label: string) => (
    <Checkbox key={choice.key} isSelected={chosen.has(choice.key)} onChange={(on) => toggle(choice, on)}>
      {label}
    </Checkbox>
  );

  return (
    <fieldset
      id={id}
      className="webfonts-form__choices webfonts-picker"
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
    >
      <legend>{t('webfonts.form.fields.fonts')}</legend>
      {error ? (
        <p role="alert">{t('webfonts.picker.familiesError')}</p>
      ) : !data ? (
        <p role="status">{t('webfonts.picker.familiesLoading')}</p>
      ) : families.length === 0 ? (
        <p>{t('webfonts.picker.noFamilies')}</p>
      ) : (
        <Select
          label={t('webfonts.picker.family')}
          placeholder={t('webfonts.picker.chooseFamily')}
          selectedKey={familyID === '' ? null : familyID}
          onChange={setFamilyID}
          options={families.map((entry) => ({ id: entry.id, label: entry.title }))}
        />
      )}
      {family ? (
        <div className="webfonts-picker__fonts">
          {family.styles.length > 0 ? (
            <fieldset className="webfonts-form__choices">
              <legend>{t('webfonts.picker.staticStyles')}</legend>
              <div className="webfonts-form__choice-list">
                {family.styles.map((style) =>
                  checkbox(
                    fonts.find((font) => font.key === fontKey({ styleID: style.id })) ??
                      newFontChoice({ styleID: style.id }, `${family.title} ${style.title}`),
                    `${family.title} ${style.title}`,
                  ),
                )}
              </div>
            </fieldset>
          ) : null}
          {family.variableFonts.length > 0 ? (
            <fieldset className="webfonts-form__choices">
              <legend>{t('webfonts.picker.variableFonts')}</legend>
              <div className="webfonts-form__choice-list">
                {family.variableFonts.map((variable) =>
                  checkbox(
                    fonts.find((font) => font.key === fontKey({ variableFontID: variable.id })) ??
                      newFontChoice({ variableFontID: variable.id }, variable.title),
                    variable.title,
                  ),
                )}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}
      <p aria-live="polite" className="webfonts-picker__count">
        {t('webfonts.picker.chosen', { count: fonts.length })}
      </p>
      {fonts.length > 0 ? (
        <ul className="webfonts-picker__chosen">
          {fonts.map((font) => (
            <li key={font.key} className="webfonts-picker__font">
              <div className="webfonts-picker__font-head">
                <span>{font.title}</span>
                <button
                  type="button"
                  className="button"
                  aria-label={t('webfonts.picker.remove', { title: font.title })}
                  onClick={() => onChange(fonts.filter((entry) => entry.key !== font.key))}
                >
                  ×
                </button>
              </div>
              <details>
                <summary>{t('webfonts.font.settingsOf', { title: font.title })}</summary>
                <FontSettings
                  font={font}
                  onChange={(changed) =>
                    onChange(fonts.map((entry) => (entry.key === changed.key ? changed : entry)))
                  }
                />
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
