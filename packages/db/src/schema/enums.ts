import { FUNDING_STATUSES } from '@foundry/domain/club/crowdfunding-status';
import { FAMILY_GROUP_TYPES } from '@foundry/domain/fonts/family-group-type';
import { FONT_FORMATS } from '@foundry/domain/fonts/font-format';
import { FONT_PRODUCT_KINDS } from '@foundry/domain/fonts/font-product-kind';
import { TEXT_DIRECTIONS } from '@foundry/domain/fonts/text-direction';
import { HOMEPAGE_HERO_KINDS } from '@foundry/domain/layout/homepage-hero-kind';
import { LICENSE_KINDS } from '@foundry/domain/licensing/license-catalogue';
import { ORDER_ITEM_KINDS } from '@foundry/domain/orders/order-item-kind';
import { ORDER_STATUSES } from '@foundry/domain/orders/order-status';
import { ORDER_TYPES } from '@foundry/domain/orders/order-type';
import { PUBLICATION_STATUSES } from '@foundry/domain/publication/publication-status';
import { SHOP_PRODUCT_TYPES } from '@foundry/domain/shop/shop-listing';
import { STATIC_PAGE_KINDS } from '@foundry/domain/static-pages/static-page-kind';
import { RESEARCH_CATEGORIES, STORY_TYPES } from '@foundry/domain/stories/story-path';
import { STORY_THEMES } from '@foundry/domain/stories/story-theme';
import { VAT_CATEGORIES } from '@foundry/domain/vat/vat-treatment';
import {
  GENERATION_STATUSES,
  WEBFONTS_PROJECT_STATUSES,
  WEBFONTS_PROJECT_TYPES,
} from '@foundry/domain/webfonts/webfonts-status';
import { pgEnum } from 'drizzle-orm/pg-core';

// The values of every enumeration are written once, in packages/domain, and spelled as the GraphQL
// API spells them. Their order is the order of the database enum: changing it needs a migration.
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const orderType = pgEnum('order_type', ORDER_TYPES);
export const orderItemKind = pgEnum('order_item_kind', ORDER_ITEM_KINDS);
export const productKind = pgEnum('product_kind', FONT_PRODUCT_KINDS);
export const physicalProductType = pgEnum('physical_product_type', SHOP_PRODUCT_TYPES);
export const familyGroupType = pgEnum('family_group_type', FAMILY_GROUP_TYPES);
export const fontProductKind = pgEnum('font_product_kind', LICENSE_KINDS);
export const storyType = pgEnum('story_type', STORY_TYPES);
export const researchCategory = pgEnum('research_category', RESEARCH_CATEGORIES);
export const storyTheme = pgEnum('story_theme', STORY_THEMES);
export const publicationStatus = pgEnum('publication_status', PUBLICATION_STATUSES);
export const textDirection = pgEnum('text_direction', TEXT_DIRECTIONS);
export const fontFormat = pgEnum('font_format', FONT_FORMATS);
export const heroKind = pgEnum('homepage_hero_kind', HOMEPAGE_HERO_KINDS);
export const vatCategory = pgEnum('vat_category', VAT_CATEGORIES);
export const webfontsProjectStatus = pgEnum('webfonts_project_status', WEBFONTS_PROJECT_STATUSES);
export const webfontsProjectType = pgEnum('webfonts_project_type', WEBFONTS_PROJECT_TYPES);
export const generationStatus = pgEnum('generation_status', GENERATION_STATUSES);
export const fundingStatus = pgEnum('funding_status', FUNDING_STATUSES);
export const staticPageKind = pgEnum('static_page_kind', STATIC_PAGE_KINDS);
