import { NEWSLETTER_LINKS_EN } from '../locales/en/newsletter-links.ts';
import { defineTextArea } from '../text-area.ts';

export const NEWSLETTER_LINKS_TEXTS = defineTextArea('newsletter-links', {
  newsletterLinks: NEWSLETTER_LINKS_EN,
});
