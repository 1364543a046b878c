import { pgEnum } from 'drizzle-orm/pg-core';

// Enumerations of the shop's contract, spelled as the GraphQL API spells them.
export const orderStatus = pgEnum('order_status', [
  'NEW',
  'PENDING',
  'PAID',
  'WAITING_FOR_BANKTRANSFER',
  'COMPLIMENTARY',
  'CANCELLED',
  'REFUNDED',
  'ERROR',
]);
export const orderType = pgEnum('order_type', ['FONT', 'PRODUCT', 'WEBFONT_SERVICE']);
export const orderItemKind = pgEnum('order_item_kind', [
  'FONT_FAMILY_PRODUCT',
  'PHYSICAL_PRODUCT',
  'EBOOK_PRODUCT',
  'GENERIC_PRODUCT',
  'AFFILIATE_PRODUCT',
  'CORPORATE_FONT',
  'WEBFONTS_SERVICE_MONTH',
  'WEBFONTS_SERVICE_MONTH_TRAFFIC',
]);
export const productKind = pgEnum('product_kind', ['FONT', 'FAMILY', 'COLLECTION', 'SUITE']);
export const physicalProductType = pgEnum('physical_product_type', ['BOOK', 'POSTER', 'TOTE', 'TSHIRT']);
export const familyGroupType = pgEnum('family_group_type', ['GlobalFonts', 'OpticalSizes', 'Superfamily']);
export const fontProductKind = pgEnum('font_product_kind', ['Corporate', 'Desktop', 'Font', 'Webfont']);
export const storyType = pgEnum('story_type', ['ARTICLE', 'BLOG', 'MOVIE', 'RESEARCH']);
export const researchCategory = pgEnum('research_category', ['COGNITIVE', 'REGIONAL']);
export const storyTheme = pgEnum('story_theme', ['dark', 'light']);
export const publicationStatus = pgEnum('publication_status', [
  'OFFLINE',
  'PENDING',
  'PUBLISHED',
  'UNPUBLISHED',
]);
export const textDirection = pgEnum('text_direction', ['ltr', 'rtl']);
export const fontFormat = pgEnum('font_format', ['woff2', 'woff', 'ttf', 'otf']);
export const heroKind = pgEnum('homepage_hero_kind', ['image', 'video', 'video2']);
export const vatCategory = pgEnum('vat_category', ['standard', 'reduced', 'digital', 'zero']);
export const webfontsProjectStatus = pgEnum('webfonts_project_status', [
  'ACTIVE',
  'DELETED',
  'PAUSED',
  'PAUSED_BY_BUDGET',
  'PAUSED_NOT_PAID',
]);
export const webfontsProjectType = pgEnum('webfonts_project_type', ['regular', 'self_hosting']);
export const generationStatus = pgEnum('generation_status', ['Completed', 'Failed', 'Generating', 'Pending']);
export const fundingStatus = pgEnum('funding_status', ['Finished', 'Funded', 'Running']);
export const staticPageKind = pgEnum('static_page_kind', ['about', 'generic', 'press', 'team']);
