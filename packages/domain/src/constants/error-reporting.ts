/** Error reporting and performance sampling (docs/limits-and-timing.md). */

/** Share of errors sent to the error-reporting service. */
export const ERROR_REPORT_SAMPLE_RATE = 0.5;
/** Share of page loads whose speed is reported. */
export const PAGE_SPEED_SAMPLE_RATE = 0.5;

/** GraphQL variables never sent with an error report: they hold secrets or personal data. */
export const ERROR_REPORT_STRIPPED_VARIABLES = [
  'email',
  'password',
  'reCaptchaToken',
  'redirectResult',
  'paymentMethod',
  'userInput',
  'storePaymentMethodId',
  // The account forms' other secrets (updateUser): never in a report or a log line either.
  'currentPassword',
  'resetToken',
] as const;
