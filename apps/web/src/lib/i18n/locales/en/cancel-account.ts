/** English texts of the settings page's "Cancel account" section. */
export const CANCEL_ACCOUNT_EN = {
  title: 'Cancel account',
  explanation:
    'Cancelling closes your account for good: your personal details, saved addresses, saved cards and sessions are deleted and you are logged out. Your orders and invoices are kept, as the law requires, but no longer linked to an account, so you will not see them or download their fonts here again. Download what you need first.',
  password: 'Your password',
  confirmation: 'Type {{word}} to confirm',
  confirmationWord: 'CANCEL',
  wrongPassword: 'The password is not correct.',
  submit: 'Cancel my account',
  done: 'Your account was cancelled.',
} as const;
