/** English texts of a books give-away's page. */
export const BOOKS_GIVE_AWAY_EN = {
  notFound: 'This give-away does not exist.',
  remaining: '{{count}} of {{total}} copies left',
  endsAt: 'Until {{date}}',
  claimTitle: 'Create an account and get your copy',
  claimed: 'Welcome! A copy is set aside for your new account.',
  closed: 'This give-away has ended: every copy has been claimed or its time is over.',
  signedIn: 'Copies go to new accounts created on this page.',
} as const;
