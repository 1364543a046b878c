import { ERROR_MESSAGES_EN } from '@foundry/errors';
import { FIELD_MESSAGES_EN } from './locales/en/field-messages.ts';
import { FORMS_EN } from './locales/en/forms.ts';
import { SEARCH_EN } from './locales/en/search.ts';
import { SITE_CHROME_EN } from './locales/en/site-chrome.ts';

/**
 * The client texts every page loads: the frame's (header, menu, search, footer, error page), the
 * messages of every server error code and of form fields. The rest are text areas (text-area.ts).
 */
export const ROOT_TEXTS = {
  errors: ERROR_MESSAGES_EN,
  siteSearch: SEARCH_EN,
  forms: FORMS_EN,
  ...SITE_CHROME_EN,
  ...FIELD_MESSAGES_EN,
} as const;
