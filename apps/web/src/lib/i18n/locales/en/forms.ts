/** Texts of the form layer: the error summary, the field marks and the messages of the form schemas. */
export const FORMS_EN = {
  summaryTitle: 'There is a problem',
  summaryTitleCount_one: 'There is {{count}} problem',
  summaryTitleCount_other: 'There are {{count}} problems',
  optional: '(optional)',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidPhone: 'Use digits, spaces and + - . ( ) only.',
  invalidZip: 'Use letters, digits, hyphens and spaces only.',
  chooseCountry: 'Please choose a country.',
  chooseState: 'Please choose a state.',
  passwordTooShort: 'Use at least 10 characters.',
  passwordsDiffer: 'The passwords do not match.',
  wholeNumber: 'Enter a whole number.',
  numberAtLeast: 'Enter at least {{min}}.',
  invoiceLimitRange: 'Enter whole euros from {{min, currency(EUR)}} to {{max, currency(EUR)}}.',
  typeToConfirm: 'Please type {{word}} to confirm.',
  chooseAddress: 'Please choose an address.',
} as const;
