'use client';

import { FONT_DISPLAY_VALUES } from '@foundry/domain/webfonts/index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
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
  const { t } = useTranslation();
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
      <div className="webfonts-form__field">
        <label htmlFor={`${id}-display`}>{t('webfonts.font.fontDisplay')}</label>
        <select
          id={`${id}-display`}
          value={font.fontDisplay}
          aria-describedby={`${id}-display-hint`}
          onChange={(event) => set('fontDisplay', event.target.value)}
        >
          {FONT_DISPLAY_VALUES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <p id={`${id}-display-hint`} className="ui-field__description">
          {t('webfonts.font.fontDisplayHint')}
        </p>
      </div>
      {error ? <p role="alert">{t('webfonts.font.infoError')}</p> : null}
      {!info && fetching ? <p role="status">{t('webfonts.font.infoLoading')}</p> : null}
      {info ? (
        <>
          <fieldset className="webfonts-form__choices">
            <legend>{t('webfonts.font.otfFeatures')}</legend>
            {info.otfFeatures.length === 0 ? <p>{t('webfonts.font.noFeatures')}</p> : null}
            <div className="webfonts-form__choice-list">
              {info.otfFeatures.map((feature) => (
                <label key={feature} className="webfonts-form__choice">
                  <input
                    type="checkbox"
                    checked={font.otfFeatures.includes(feature)}
                    onChange={(event) =>
                      set('otfFeatures', toggled(font.otfFeatures, feature, event.target.checked))
                    }
                  />
                  <code>{feature}</code>
                </label>
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
                <label key={characterSet.id} className="webfonts-form__choice">
                  <input
                    type="checkbox"
                    checked={font.characterSets.includes(characterSet.id)}
                    onChange={(event) =>
                      set('characterSets', toggled(font.characterSets, characterSet.id, event.target.checked))
                    }
                  />
                  {t('webfonts.font.characterSetOption', {
                    title: characterSet.title,
                    count: characterSet.count,
                  })}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      <div className="webfonts-form__field">
        <label htmlFor={`${id}-chars`}>{t('webfonts.font.customChars')}</label>
        <input
          id={`${id}-chars`}
          type="text"
          value={font.customChars}
          aria-describedby={`${id}-chars-hint`}
          onChange={(event) => set('customChars', event.target.value)}
        />
        <p id={`${id}-chars-hint`} className="ui-field__description">
          {t('webfonts.font.customCharsHint')}
        </p>
      </div>
    </fieldset>
  );
}
