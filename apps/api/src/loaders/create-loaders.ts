import DataLoader from 'dataloader';
import type { Repositories } from '../repositories/repositories.ts';
import { readFamilyBundleMates } from '../services/families/read-family-bundle-mates.ts';
import { type RelatedStoriesSource, readRelatedStories } from '../services/stories/read-related-stories.ts';
import { readStorySeries } from '../services/stories/read-story-series.ts';
import {
  readStoryTranslations,
  type TranslationSource,
} from '../services/stories/read-story-translations.ts';
import { groupBy } from '../utils/group-by.ts';
import { blockReferenceLoaders } from './block-reference-loaders.ts';

/** A batch function that loads the rows of many parents in one query and hands each its own. */
function childrenLoader<Row>(
  load: (ids: readonly number[]) => Promise<Row[]>,
  parentOf: (row: Row) => number | null,
) {
  return new DataLoader<number, Row[]>(async (ids) => {
    const groups = groupBy(await load(ids), parentOf);
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/** One relation of a loader's value, loaded with the others (one batch, one statement). */
function partOf<Value, Part>(loader: DataLoader<number, Value>, pick: (value: Value) => Part) {
  return { load: (id: number): Promise<Part> => loader.load(id).then(pick) };
}

/**
 * Per-request loaders: nested fields of a page of families cost one query per relation, not one per
 * family (no N+1). A new set is made for every request, so nothing is cached across users.
 */
export function createLoaders(repositories: Repositories) {
  const { families, variableFonts, physicalProducts, languages, stories, familyBundles } = repositories;
  const familyChildren = new DataLoader(async (ids: readonly number[]) => {
    const found = new Map((await families.childrenOfFamilies(ids)).map((row) => [row.familyId, row]));
    return ids.map(
      (familyId) => found.get(familyId) ?? { familyId, styles: [], encodings: [], products: [] },
    );
  });
  return {
    // A family's styles, family encodings and products come in one statement (familyChildren).
    stylesByFamily: partOf(familyChildren, (children) => children.styles),
    familyEncodingsByFamily: partOf(familyChildren, (children) => children.encodings),
    /**
     * FONT and FAMILY products, whole, a FAMILY product with its FONTs' ids: the same rows serve a
     * family's prices and its fontProducts.
     */
    productsByFamily: partOf(familyChildren, (children) => children.products),
    variableFontsByFamily: childrenLoader(variableFonts.ofFamilies, (row) => row.familyId),
    axesByVariableFont: childrenLoader(variableFonts.axesOf, (row) => row.variableFontId),
    instancesByVariableFont: childrenLoader(variableFonts.instancesOf, (row) => row.variableFontId),
    variantsByPhysicalProduct: childrenLoader(physicalProducts.variantsOf, (row) => row.physicalProductId),
    /** Code points of every style of a family (all encodings); supportedLanguages picks the shown one. */
    styleCodePointsByFamily: childrenLoader(languages.styleCodePointsOfFamilies, (row) => row.familyId),
    /** Keyed by story id; the story's type and categories ride along for the ranking. */
    relatedStoriesByStory: new DataLoader(
      (sources: readonly RelatedStoriesSource[]) => readRelatedStories(stories, sources),
      { cacheKeyFn: (source) => source.id },
    ),
    /** A series with its published parts in order, keyed by series id. */
    storySeriesById: new DataLoader((ids: readonly number[]) => readStorySeries(repositories, ids)),
    /** Keyed by story id; the story's original rides along to find its group. */
    translationsByStory: new DataLoader(
      (sources: readonly TranslationSource[]) => readStoryTranslations(repositories, sources),
      { cacheKeyFn: (source) => source.id },
    ),
    suiteFamiliesByFamily: new DataLoader((ids: readonly number[]) =>
      readFamilyBundleMates(familyBundles, 'SUITE', ids),
    ),
    collectionFamiliesByFamily: new DataLoader((ids: readonly number[]) =>
      readFamilyBundleMates(familyBundles, 'COLLECTION', ids),
    ),
    /** Whether a family is in development: its preview URLs carry an access token (schema/preview-access-query.ts). */
    familyPreRelease: new DataLoader(async (ids: readonly number[]) => {
      const rows = new Map((await families.preReleaseOfFamilies(ids)).map((row) => [row.id, row.preRelease]));
      return ids.map((id) => rows.get(id) ?? false);
    }),
    encodingById: new DataLoader(async (ids: readonly number[]) => {
      const rows = new Map((await families.encodingsByIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    ...blockReferenceLoaders(repositories),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
