import { ERROR_MESSAGES_EN } from '@foundry/errors';
import { ACCOUNT_EN } from './account.ts';
import { AFFILIATE_EN } from './affiliate.ts';
import { BOOKS_GIVE_AWAY_EN } from './books-give-away.ts';
import { BROWSE_EN } from './browse.ts';
import { BUYING_EN } from './buying.ts';
import { CANCEL_ACCOUNT_EN } from './cancel-account.ts';
import { CATALOGUE_EN } from './catalogue.ts';
import { CHECKOUT_EN } from './checkout.ts';
import { CLUB_EN } from './club.ts';
import { CLUB_EVENTS_EN } from './club-events.ts';
import { FAMILY_EXTRAS_EN } from './family-extras.ts';
import { FAMILY_PAGE_EN } from './family-page.ts';
import { FIELD_MESSAGES_EN } from './field-messages.ts';
import { FONT_CATEGORIES_EN } from './font-categories.ts';
import { FONT_CUSTOMISATIONS_EN } from './font-customisations.ts';
import { FORMS_EN } from './forms.ts';
import { GUEST_CHECKOUT_EN } from './guest-checkout.ts';
import { HANDWRITING_EN } from './handwriting.ts';
import { ICON_BROWSER_EN } from './icon-browser.ts';
import { MY_FONTS_EN } from './my-fonts.ts';
import { NEWSLETTER_LINKS_EN } from './newsletter-links.ts';
import { PAGE_BLOCKS_EN } from './page-blocks.ts';
import { PRICE_CALCULATIONS_EN } from './price-calculations.ts';
import { SEARCH_EN } from './search.ts';
import { SHOP_EN } from './shop.ts';
import { SHOP_NOTES_EN } from './shop-notes.ts';
import { SITE_CHROME_EN } from './site-chrome.ts';
import { STATIC_PAGES_EN } from './static-pages.ts';
import { STORIES_EN } from './stories.ts';
import { UPGRADES_EN } from './upgrades.ts';
import { USER_FONTS_IN_USE_EN } from './user-fonts-in-use.ts';
import { WEBFONTS_EN } from './webfonts.ts';

/**
 * English texts of the `common` namespace. `errors` holds every catalogue key of @foundry/errors, so a
 * server error code always has a message (`common:errors.<key>`).
 */
export const COMMON_EN = {
  errors: ERROR_MESSAGES_EN,
  affiliate: AFFILIATE_EN,
  myFonts: MY_FONTS_EN,
  familyExtras: FAMILY_EXTRAS_EN,
  familyPage: FAMILY_PAGE_EN,
  priceCalculations: PRICE_CALCULATIONS_EN,
  upgrades: UPGRADES_EN,
  staticPages: STATIC_PAGES_EN,
  siteSearch: SEARCH_EN,
  cancelAccount: CANCEL_ACCOUNT_EN,
  guestCheckout: GUEST_CHECKOUT_EN,
  shopNotes: SHOP_NOTES_EN,
  booksGiveAway: BOOKS_GIVE_AWAY_EN,
  newsletterLinks: NEWSLETTER_LINKS_EN,
  handwriting: HANDWRITING_EN,
  stories: STORIES_EN,
  pageBlocks: PAGE_BLOCKS_EN,
  fontCategories: FONT_CATEGORIES_EN,
  fontCustomisations: FONT_CUSTOMISATIONS_EN,
  iconBrowser: ICON_BROWSER_EN,
  userFontsInUse: USER_FONTS_IN_USE_EN,
  club: CLUB_EN,
  clubEvents: CLUB_EVENTS_EN,
  webfonts: WEBFONTS_EN,
  browse: BROWSE_EN,
  forms: FORMS_EN,
  buying: BUYING_EN,
  ...SITE_CHROME_EN,
  ...ACCOUNT_EN,
  ...CATALOGUE_EN,
  ...SHOP_EN,
  ...FIELD_MESSAGES_EN,
  ...CHECKOUT_EN,
} as const;
