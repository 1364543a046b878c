import type { ChangeTopic } from '@foundry/db';

/**
 * The root query fields whose answer to a visitor without a session depends only on their arguments
 * and on shop data, with the topics of the writes that change it (docs/performance.md). Only a
 * request made of these fields alone is answered from the response cache: a field that is not listed
 * (the cart, orders, the user, anything that reads the viewer, the clock or the client's address)
 * is never cached, so a new field is private until someone adds it here.
 */
export const PUBLIC_READS: Readonly<Record<string, readonly ChangeTopic[]>> = {
  readFamilies: ['catalogue'],
  readFamilyFilters: ['catalogue'],
  readFamilyGroups: ['catalogue'],
  readFamilyMainProduct: ['catalogue'],
  readFamilyPairings: ['catalogue'],
  readFamilyPaths: ['catalogue'],
  readFamilyProducts: ['catalogue'],
  readFamilyStaticStyles: ['catalogue'],
  readFamilySummary: ['catalogue'],
  readRelatedFamilies: ['catalogue'],
  readVariableFonts: ['catalogue'],
  readEncodings: ['catalogue'],
  readGlyphs: ['catalogue'],
  readGlyphsCategories: ['catalogue'],
  readLicenses: ['catalogue'],
  readProducts: ['catalogue', 'products'],
  readPhysicalProducts: ['products'],
  readPhysicalProductsFilter: ['products'],
  quickSearch: ['catalogue', 'products', 'stories'],
  // A story shows its featured families: a catalogue write (unpublishing one) renews it too.
  readStories: ['stories', 'catalogue'],
  readStoriesLanguages: ['stories'],
  readAuthors: ['stories', 'catalogue'],
  readStaticPages: ['pages'],
  readHomepageHero: ['pages'],
  readPressItems: ['pages'],
  readHelpItems: ['help'],
};
