'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseAccessCode } from './corporate-licence-selection.ts';

interface CorporateCodeFormProps {
  initialCode: string;
  /** The refusal of the last code in words, announced to screen readers. */
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
}

/** The access code, upper-cased as it is typed (codes are stored upper case). */
export function CorporateCodeForm({ initialCode, error, busy, onSubmit }: CorporateCodeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code !== '') onSubmit(code);
  };
  return (
    <form className="checkout-form" onSubmit={submit} noValidate>
      <div className="checkout-field">
        <label htmlFor={`${id}-code`}>{t('corporate.codeLabel')}</label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          maxLength={64}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(normaliseAccessCode(event.target.value))}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="checkout-form__actions">
        <button type="submit" className="button" disabled={busy || code === ''}>
          {busy ? t('corporate.checking') : t('corporate.show')}
        </button>
      </div>
    </form>
  );
}
