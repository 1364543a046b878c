'use client';

import {
  type CartSelection,
  EMAIL_MAX_LENGTH,
  type FontCartSelection,
  isEmail,
  isGeneralText,
  isThirdPartyEntryId,
  ORDER_ADDRESS_LIMITS,
} from '@foundry/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from './step-actions.tsx';

type Details = Record<string, { name: string; email: string }>;
const keyOf = (selectionIndex: number, entryId: string) => `${selectionIndex}:${entryId}`;

function thirdPartyEntries(selection: FontCartSelection) {
  return selection.licenses.filter((entry) => isThirdPartyEntryId(entry.id));
}

interface ThirdPartiesFormProps {
  selections: readonly CartSelection[];
  onDirtyChange: (dirty: boolean) => void;
  onSubmit: (patches: { selectionIndex: number; licenses: FontCartSelection['licenses'] }[]) => void;
  onBack: () => void;
}

/** Step 3: the name and e-mail of whom each third-party licence is for. */
export function ThirdPartiesForm({ selections, onDirtyChange, onSubmit, onBack }: ThirdPartiesFormProps) {
  const { t } = useTranslation();
  const fonts = selections.filter(
    (s): s is FontCartSelection => s.kind === 'font' && thirdPartyEntries(s).length > 0,
  );
  const [details, setDetails] = useState<Details>(() => {
    const initial: Details = {};
    for (const font of fonts)
      for (const entry of thirdPartyEntries(font))
        initial[keyOf(font.selectionIndex, entry.id)] = {
          name: entry.licenseName ?? '',
          email: entry.licenseEmail ?? '',
        };
    return initial;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (key: string, part: 'name' | 'email', value: string) => {
    onDirtyChange(true);
    setDetails((current) => ({
      ...current,
      [key]: { ...(current[key] ?? { name: '', email: '' }), [part]: value },
    }));
    setErrors(({ [`${key}:${part}`]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const [key, { name, email }] of Object.entries(details)) {
      if (name.trim() === '') found[`${key}:name`] = t('field_required');
      else if (!isGeneralText(name.trim())) found[`${key}:name`] = t('contains_forbidden_character');
      if (email.trim() === '') found[`${key}:email`] = t('field_required');
      else if (!isEmail(email.trim())) found[`${key}:email`] = t('checkout.invalidEmail');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(
      fonts.map((font) => ({
        selectionIndex: font.selectionIndex,
        licenses: font.licenses.map((entry) => {
          const typed = details[keyOf(font.selectionIndex, entry.id)];
          return typed
            ? { ...entry, licenseName: typed.name.trim(), licenseEmail: typed.email.trim() }
            : entry;
        }),
      })),
    );
  };

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="step-title">
      <p>{t('checkout.thirdPartyIntro')}</p>
      {Object.keys(errors).length > 0 ? <p role="alert">{t('form_has_field_errors_message')}</p> : null}
      {fonts.map((font) => (
        <fieldset key={font.selectionIndex}>
          <legend>{font.title ?? font.productIds.join(', ')}</legend>
          {thirdPartyEntries(font).map((entry) => {
            const key = keyOf(font.selectionIndex, entry.id);
            const index = entry.licenseIndex ?? Number(entry.id.split('-').pop());
            const value = details[key] ?? { name: '', email: '' };
            return (
              <div key={entry.id} className="checkout-form">
                <label>
                  {t('checkout.thirdPartyName', { index })}
                  <input
                    value={value.name}
                    maxLength={ORDER_ADDRESS_LIMITS.name}
                    aria-invalid={errors[`${key}:name`] ? true : undefined}
                    onChange={(event) => change(key, 'name', event.target.value)}
                  />
                </label>
                {errors[`${key}:name`] ? (
                  <p className="field-error" role="alert">
                    {errors[`${key}:name`]}
                  </p>
                ) : null}
                <label>
                  {t('checkout.thirdPartyEmail', { index })}
                  <input
                    type="email"
                    value={value.email}
                    maxLength={EMAIL_MAX_LENGTH}
                    aria-invalid={errors[`${key}:email`] ? true : undefined}
                    onChange={(event) => change(key, 'email', event.target.value)}
                  />
                </label>
                {errors[`${key}:email`] ? (
                  <p className="field-error" role="alert">
                    {errors[`${key}:email`]}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      <StepActions onBack={onBack} />
    </form>
  );
}
