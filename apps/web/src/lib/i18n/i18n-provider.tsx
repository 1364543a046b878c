'use client';

import { type ReactNode, useState } from 'react';
import { createI18n } from './create-i18n.ts';
import { TranslatorContext } from './translator-context.ts';

export function I18nProvider({ children }: { children: ReactNode }) {
  const [translator] = useState(createI18n);
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}
