'use client';

import { FONT_DISPLAY_VALUES } from '@foundry/domain/webfonts/index';
import { useId } from 'react';
import { useQuery } from 'urql';
import { WEBFONTS_TEXTS } from '../../lib/i18n/areas/webfonts.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { FontChoice } from './webfonts-form-values.ts';
import { ReadWebfontsAvailableFontInfoQuery } from './webfonts-operations.ts';

interface FontSettingsProps {
  font: FontChoice;
  onChange: (font: FontChoice) => void;
}

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value);

/**
 * The CSS settings of one font: font-display, the OpenType features and character sets the font
 * offers (readWebfontsProjectAvailableFontInfo), and further characters to keep.
 */
export function FontSettings({ font, onChange }: FontSettingsProps) {
  const { t } = useTexts(WEBFONTS_TEXTS);
  const id = useId();
  const [{ data, error, fetching }] = useQuery({
    query: ReadWebfontsAvailableFontInfoQuery,
    variables: font.variableFontID ? { variableFontID: font.variableFontID } : { styleID: font.styleID },
  });
  const info = data?.readWebfontsProjectAvailableFontInfo;
  const set = <K extends keyof FontChoice>(field: K, value: FontChoice[K]) =>
    onChange({ ...font, [field]: value });

  return (
    <fieldset className="webfonts-font-settings">
      <legend>{t('webfonts.font.settingsOf', { title: font.title })}</legend>
      {info ? (
        <p className="ui-field__description">
          {t('webfonts.font.weightAndStyle', { weight: info.fontWeight, style: info.fontStyle })}
        </p>
      ) : null}
      <Select
        label={t('webfonts.font.fontDisplay')}
        description={t('webfonts.font.fontDisplayHint')}
        selectedKey={font.fontDisplay}
        onChange={(value) => set('fontDisplay', value)}
        options={FONT_DISPLAY_VALUES.map((value) => ({ id: value, label: value }))}
      />
      {error ? <p role="alert">{t('webfonts.font.infoError')}</p> : null}
      {!info && fetching ? <p role="status">{t('webfonts.font.infoLoading')}</p> : null}
      {info ? (
        <>
          <fieldset className="webfonts-form__choices">
            <legend>{t('webfonts.font.otfFeatures')}</legend>
            {info.otfFeatures.length === 0 ? <p>{t('webfonts.font.noFeatures')}</p> : null}
            <div className="webfonts-form__choice-list">
              {info.otfFeatures.map((feature) => (
                <Checkbox
                  key={feature}
                  isSelected={font.otfFeatures.includes(feature)}
                  onChange={(on) => set('otfFeatures', toggled(font.otfFeatures, feature, on))}
                >
                  <code>{feature}</code>
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <fieldset className="webfonts-form__choices" aria-describedby={`${id}-sets-hint`}>
            <legend>{t('webfonts.font.characterSets')}</legend>
            <p id={`${id}-sets-hint`} className="ui-field__description">
              {t('webfonts.font.allCharacters')}
            </p>
            <div className="webfonts-form__choice-list">
              {info.characterSets.map((characterSet) => (
                <Checkbox
                  key={characterSet.id}
                  isSelected={font.characterSets.includes(characterSet.id)}
                  onChange={(on) => set('characterSets', toggled(font.characterSets, characterSet.id, on))}
                >
                  {t('webfonts.font.characterSetOption', {
                    title: characterSet.title,
                    count: characterSet.count,
                  })}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      <TextField
        label={t('webfonts.font.customChars')}
        description={t('webfonts.font.customCharsHint')}
        value={font.customChars}
        onChange={(value) => set('customChars', value)}
      />
    </fieldset>
  );
}
