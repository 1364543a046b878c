/** Facts about the shop that several screens show. The product name lives here and nowhere else. */
export const PRODUCT_NAME = 'Foundry';

export const DEFAULT_DESCRIPTION = 'Unique, high quality fonts directly from the designers.';

export const CONTACT_EMAIL = 'info@foundry.example';

export const SOCIAL_LINKS = [
  { key: 'mastodon', href: 'https://mastodon.social/@foundry', external: true },
  { key: 'instagram', href: 'https://www.instagram.com/foundry', external: true },
  { key: 'vimeo', href: 'https://vimeo.com/foundry', external: true },
  { key: 'rss', href: '/rss', external: false },
] as const;

export const ARABIC_FONTS_URL = 'https://arabic-fonts.foundry.example';

export const CAPTCHA_PRIVACY_URL = 'https://policies.google.com/privacy';
export const CAPTCHA_TERMS_URL = 'https://policies.google.com/terms';
