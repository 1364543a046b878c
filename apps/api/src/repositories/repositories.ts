import type { Db } from '@foundry/db';
import { createAddressRepository } from './address-repository.ts';
import { createAffiliateRepository } from './affiliate-repository.ts';
import { createAuthorRepository } from './author-repository.ts';
import { createBooksGiveAwayRepository } from './books-give-away-repository.ts';
import { createCartRepository } from './cart-repository.ts';
import { createClubPointsRepository } from './club-points-repository.ts';
import { createClubRepository } from './club-repository.ts';
import { createCorporateRepository } from './corporate-repository.ts';
import { createCountryRepository } from './country-repository.ts';
import { createCountryVatRepository } from './country-vat-repository.ts';
import { createCrowdfundingRepository } from './crowdfunding-repository.ts';
import { createCustomFontsRepository } from './custom-fonts-repository.ts';
import { createDiscountCodeRepository } from './discount-code-repository.ts';
import { createDownloadRepository } from './download-repository.ts';
import { createFamilyBundleRepository } from './family-bundle-repository.ts';
import { createFamilyCurationRepository } from './family-curation-repository.ts';
import { createFamilyGroupRepository } from './family-group-repository.ts';
import { createFamilyReadRepository } from './family-read-repository.ts';
import { createFamilyRepository } from './family-repository.ts';
import { createFamilyShareRepository } from './family-share-repository.ts';
import { createFeedbackRepository } from './feedback-repository.ts';
import { createFontCustomisationRepository } from './font-customisation-repository.ts';
import { createFontsInUseRepository } from './fonts-in-use-repository.ts';
import { createHandwritingRepository } from './handwriting-repository.ts';
import { createHelpItemRepository } from './help-item-repository.ts';
import { createHolidayNoticeRepository } from './holiday-notice-repository.ts';
import { createHomepageHeroRepository } from './homepage-hero-repository.ts';
import { createLanguageRepository } from './language-repository.ts';
import { createLicenseRepository } from './license-repository.ts';
import { createMyEbooksRepository } from './my-ebooks-repository.ts';
import { createMyFontsRepository } from './my-fonts-repository.ts';
import { createNewsletterIssueRepository } from './newsletter-issue-repository.ts';
import { createNewsletterSubscriptionRepository } from './newsletter-subscription-repository.ts';
import { createOrderDocumentRepository } from './order-document-repository.ts';
import { createOrderRepository } from './order-repository.ts';
import { createOutOfStockNotificationRepository } from './out-of-stock-notification-repository.ts';
import { createOwnedFontRepository } from './owned-font-repository.ts';
import { createPasswordResetMailRepository } from './password-reset-mail-repository.ts';
import { createPaymentNotificationRepository } from './payment-notification-repository.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createPhysicalProductRepository } from './physical-product-repository.ts';
import { createPressItemRepository } from './press-item-repository.ts';
import { createProductRepository } from './product-repository.ts';
import { createSearchRepository } from './search-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { createShippingRepository } from './shipping-repository.ts';
import { createSignInAttemptRepository } from './sign-in-attempt-repository.ts';
import { createStaticPageRepository } from './static-page-repository.ts';
import { createStoredCardRepository } from './stored-card-repository.ts';
import { createStoryLinksRepository } from './story-links-repository.ts';
import { createStoryRepository } from './story-repository.ts';
import { createTrialRepository } from './trial-repository.ts';
import { createUserFontsInUseRepository } from './user-fonts-in-use-repository.ts';
import { createUserOrderRepository } from './user-order-repository.ts';
import { createUserRepository } from './user-repository.ts';
import { createVariableFontRepository } from './variable-font-repository.ts';
import { createWebfontsBillingRepository } from './webfonts-billing-repository.ts';
import { createWebfontsProjectRepository } from './webfonts-project-repository.ts';
import { createWebinarRepository } from './webinar-repository.ts';

/** Every repository over one database handle. */
export function createRepositories(db: Db) {
  return {
    addresses: createAddressRepository(db),
    authors: createAuthorRepository(db),
    affiliates: createAffiliateRepository(db),
    carts: createCartRepository(db),
    corporate: createCorporateRepository(db),
    countries: createCountryRepository(db),
    countryVat: createCountryVatRepository(db),
    crowdfunding: createCrowdfundingRepository(db),
    customFonts: createCustomFontsRepository(db),
    discountCodes: createDiscountCodeRepository(db),
    downloads: createDownloadRepository(db),
    families: createFamilyRepository(db),
    familyShares: createFamilyShareRepository(db),
    feedback: createFeedbackRepository(db),
    fontCustomisations: createFontCustomisationRepository(db),
    fontsInUse: createFontsInUseRepository(db),
    booksGiveAways: createBooksGiveAwayRepository(db),
    handwriting: createHandwritingRepository(db),
    familyGroups: createFamilyGroupRepository(db),
    familyReads: createFamilyReadRepository(db),
    familyCuration: createFamilyCurationRepository(db),
    familyBundles: createFamilyBundleRepository(db),
    helpItems: createHelpItemRepository(db),
    holidayNotices: createHolidayNoticeRepository(db),
    homepageHeroes: createHomepageHeroRepository(db),
    languages: createLanguageRepository(db),
    licenses: createLicenseRepository(db),
    myEbooks: createMyEbooksRepository(db),
    myFonts: createMyFontsRepository(db),
    newsletterIssues: createNewsletterIssueRepository(db),
    newsletterSubscriptions: createNewsletterSubscriptionRepository(db),
    orderDocuments: createOrderDocumentRepository(db),
    orders: createOrderRepository(db),
    outOfStockNotifications: createOutOfStockNotificationRepository(db),
    ownedFonts: createOwnedFontRepository(db),
    clubPoints: createClubPointsRepository(db),
    club: createClubRepository(db),
    paymentNotifications: createPaymentNotificationRepository(db),
    payments: createPaymentRepository(db),
    physicalProducts: createPhysicalProductRepository(db),
    passwordResetMails: createPasswordResetMailRepository(db),
    pressItems: createPressItemRepository(db),
    products: createProductRepository(db),
    search: createSearchRepository(db),
    sessions: createSessionRepository(db),
    shippings: createShippingRepository(db),
    signInAttempts: createSignInAttemptRepository(db),
    staticPages: createStaticPageRepository(db),
    storedCards: createStoredCardRepository(db),
    stories: createStoryRepository(db),
    storyLinks: createStoryLinksRepository(db),
    trials: createTrialRepository(db),
    userFontsInUse: createUserFontsInUseRepository(db),
    webfontsProjects: createWebfontsProjectRepository(db),
    webfontsBilling: createWebfontsBillingRepository(db),
    userOrders: createUserOrderRepository(db),
    users: createUserRepository(db),
    variableFonts: createVariableFontRepository(db),
    webinars: createWebinarRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
