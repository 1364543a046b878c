import 'i18next';
import type { COMMON_EN } from './locales/en/common.ts';

// Makes `t('header.menu')` a checked key: a typo or a missing error key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof COMMON_EN };
  }
}
