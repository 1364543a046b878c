/** English texts of the guest's stored checkout choices (invoice language, newsletter). */
export const GUEST_CHECKOUT_EN = {
  invoiceLanguage: 'Invoice language',
  mailing: 'Send me the newsletter',
} as const;
