// The back office's texts of an order's follow-ups (the rest are in texts.ts).
export const FOLLOW_UP_TEXT = {
  received: 'Bank transfer received',
  reference: 'Bank reference of the transfer',
  receivedDone: 'Marked paid.',
  resend: 'Resend invoice and licence',
  resendHint: 'Mails the customer links to the order’s invoice and licence.',
  resendDone: 'Invoice and licence mailed to the customer.',
} as const;
