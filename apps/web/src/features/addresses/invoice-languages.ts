/** Invoice languages offered (two-letter codes the server accepts), in the account and at checkout. */
export const INVOICE_LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'de', title: 'Deutsch' },
  { code: 'fr', title: 'Français' },
  { code: 'cs', title: 'Čeština' },
] as const;
