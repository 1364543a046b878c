'use client';

import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n.ts';

export function I18nProvider({ children }: { children: ReactNode }) {
  const [i18n] = useState(createI18n);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
