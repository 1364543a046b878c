import { notifyChange } from '@foundry/db';
import { isStoryBackgroundColour } from '@foundry/domain/stories/story-colours';
import { STORY_THEMES, type StoryTheme } from '@foundry/domain/stories/story-theme';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import {
  type AdminStoryLinksRepository,
  createAdminStoryLinksRepository,
  type StoryPresentationWrite,
} from '../../repositories/admin/admin-story-links-repository.ts';
import { createAdminStoryRepository } from '../../repositories/admin/admin-story-repository.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { FieldErrors } from './editorial-fields.ts';

export interface StoryPresentationInput {
  id: number;
  theme: string;
  backgroundColor: string | null;
  thumbnail: { key: string; width: number; height: number; alt: string } | null;
  movieUrl: string | null;
  movieDurationSeconds: number | null;
  seriesId: number | null;
  seriesPosition: number | null;
  translationOfId: number | null;
  featuredFamilyIds: readonly number[];
}

/** Limits of the presentation form (docs/editorial-admin.md). */
const MAX_FEATURED_FAMILIES = 12;
const MAX_SERIES_POSITION = 1000;
const MAX_MOVIE_SECONDS = 24 * 60 * 60;

function checkValues(input: StoryPresentationInput, fields: FieldErrors): StoryPresentationWrite {
  const theme = input.theme as StoryTheme;
  if (!STORY_THEMES.includes(theme)) fields.add('theme', `Choose one of: ${STORY_THEMES.join(', ')}.`);
  const backgroundColor = input.backgroundColor?.trim().toLowerCase() || null;
  if (backgroundColor !== null && !isStoryBackgroundColour(backgroundColor)) {
    fields.add('backgroundColor', 'A hex colour such as #0b1f3a.');
  }
  const thumbnail = input.thumbnail;
  const alt = thumbnail?.alt.trim() ?? '';
  if (thumbnail) {
    if (!/^[\w./-]{1,300}$/.test(thumbnail.key) || thumbnail.key.includes('..')) {
      fields.add('thumbnail', 'Give the stored image (its key, e.g. stories/thumb.jpg).');
    } else if (
      !(
        thumbnail.width > 0 &&
        thumbnail.height > 0 &&
        thumbnail.width <= 10_000 &&
        thumbnail.height <= 10_000
      )
    ) {
      fields.add('thumbnail', 'Give the image’s width and height in pixels.');
    }
    if (!alt) fields.add('thumbnailAlt', 'Describe the image for those who cannot see it.');
    else if (alt.length > 300) fields.add('thumbnailAlt', 'At most 300 characters.');
  }
  const movieUrl = fields.optional('movieUrl', input.movieUrl, 500);
  if (movieUrl !== null && !/^https:\/\/[^\s"'<>]+$/.test(movieUrl)) {
    fields.add('movieUrl', 'An address starting with https://.');
  }
  const seconds = input.movieDurationSeconds;
  if (seconds !== null && !(Number.isInteger(seconds) && seconds > 0 && seconds <= MAX_MOVIE_SECONDS)) {
    fields.add('movieDuration', 'Whole seconds, at most a day.');
  }
  const seriesPosition = input.seriesId === null ? null : input.seriesPosition;
  if (
    input.seriesId !== null &&
    !(
      Number.isInteger(seriesPosition) &&
      (seriesPosition as number) >= 1 &&
      (seriesPosition as number) <= MAX_SERIES_POSITION
    )
  ) {
    fields.add('seriesPosition', `The part’s number in its series, 1 to ${MAX_SERIES_POSITION}.`);
  }
  return {
    theme,
    backgroundColor,
    thumbnail: thumbnail
      ? { key: thumbnail.key, width: thumbnail.width, height: thumbnail.height, alt }
      : null,
    movieUrl,
    movieDurationSeconds: seconds,
    seriesId: input.seriesId,
    seriesPosition,
    translationOfId: input.translationOfId,
  };
}

/**
 * The original a story is to be a translation of, kept one level deep: naming a translation names
 * its original. Refused for the story itself, for an original that has translations of its own, and
 * when the group already has a story in this language.
 */
async function checkTranslation(
  repository: AdminStoryLinksRepository,
  story: { id: number; language: string },
  translationOfId: number | null,
  fields: FieldErrors,
): Promise<number | null> {
  if (translationOfId === null) return null;
  const target = await repository.findStory(translationOfId);
  if (!target) {
    fields.add('translationOfId', 'That story does not exist any more.');
    return null;
  }
  const originalId = target.translationOfId ?? target.id;
  if (originalId === story.id) {
    fields.add('translationOfId', 'A story is not a translation of itself.');
    return null;
  }
  if (await repository.hasTranslations(story.id)) {
    fields.add('translationOfId', 'Other stories are translations of this one: it stays their original.');
  }
  const group = await repository.translationGroup(originalId, story.id);
  if (group.some((other) => other.language === story.language)) {
    fields.add('translationOfId', `That story already has a version in “${story.language}”.`);
  }
  return originalId;
}

/**
 * Saves how a story looks and what it links to: theme, background colour (the page turns its text
 * for contrast), thumbnail, movie, series and part, translation original and featured families.
 * Audited as a story update; told to the change feed so cached story pages renew.
 */
export async function saveStoryPresentation(
  input: StoryPresentationInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  const staff = requireStaff(deps.staff, 'editorial.write');
  const fields = new FieldErrors();
  const values = checkValues(input, fields);
  const familyIds = [...new Set(input.featuredFamilyIds)];
  if (familyIds.length > MAX_FEATURED_FAMILIES) {
    fields.add('featuredFamilyIds', `At most ${MAX_FEATURED_FAMILIES} families.`);
  }
  fields.throwIfAny();

  return auditedWrite(deps.admin.db, staff, async (tx) => {
    const stories = createAdminStoryRepository(tx);
    const links = createAdminStoryLinksRepository(tx);
    const before = await stories.findById(input.id);
    if (!before) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such story.');
    if (values.seriesId !== null && !(await links.findSeries(values.seriesId))) {
      fields.add('seriesId', 'That series does not exist any more.');
    }
    const translationOfId = await checkTranslation(links, before, values.translationOfId, fields);
    if ((await links.existingFamilyIds(familyIds)).length !== familyIds.length) {
      fields.add('featuredFamilyIds', 'One of the families does not exist any more.');
    }
    fields.throwIfAny();
    const familiesBefore = await links.featuredFamilyIdsOf(before.id);
    await links.updatePresentation(before.id, { ...values, translationOfId });
    await links.setFeaturedFamilies(before.id, familyIds);
    // The story's own page, and its series' and translations' pages that link to it.
    await notifyChange(tx, { topic: 'stories', ids: [String(before.id)] });
    const after = await stories.findById(before.id);
    if (!after) throw new Error('story vanished');
    return {
      result: after,
      audit: {
        action: 'story.update',
        entityType: 'story',
        entityId: String(before.id),
        before: { ...presentationOf(before), featuredFamilyIds: familiesBefore },
        after: { ...presentationOf(after), featuredFamilyIds: familyIds },
      },
    };
  });
}

function presentationOf(story: StoryPresentationWrite): StoryPresentationWrite {
  const {
    theme,
    backgroundColor,
    thumbnail,
    movieUrl,
    movieDurationSeconds,
    seriesId,
    seriesPosition,
    translationOfId,
  } = story;
  return {
    theme,
    backgroundColor,
    thumbnail,
    movieUrl,
    movieDurationSeconds,
    seriesId,
    seriesPosition,
    translationOfId,
  };
}
