/** English texts of the pages behind the newsletter mails' links. */
export const NEWSLETTER_LINKS_EN = {
  confirm: {
    title: 'Confirm your newsletter subscription',
    intro: 'Send the newsletter to {{email}}?',
    button: 'Confirm my subscription',
    done: 'Thank you: your subscription is confirmed.',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: 'Stop sending the newsletter to {{email}}?',
    button: 'Unsubscribe',
    done: 'You are unsubscribed: no more newsletters to this address.',
  },
  refused: 'This link is not valid (any more). Sign up again from the footer of any page for a new one.',
  failed: 'Something went wrong. Please try again.',
  incomplete: 'This link is incomplete: please open the whole link from the mail.',
} as const;
