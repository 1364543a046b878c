import { FAMILY_URL_PATTERN } from '@foundry/db';
import { InputError } from '@foundry/errors';
import type { FamilyEdits } from '../../repositories/admin/admin-family-repository.ts';
import type { FamilyForEdit } from './read-family-for-edit.ts';

/** What the edit form sends; ids are checked against the family and the catalogue. */
export interface FamilyEditInput {
  title: string;
  summary: string | null;
  designInformation: string | null;
  categories: string[];
  defaultEncodingId: number | null;
  preRelease: boolean;
  plannedReleaseDate: string | null;
  hasWeightCalculator: boolean;
  pairingIds: number[];
  relatedIds: number[];
}

/** The most pairings or related families a family page shows. */
export const MAX_CHOSEN_FAMILIES = 12;
const MAX_CATEGORIES = 10;

const optionalText = (text: string | null) => text?.trim() || null;

/**
 * The edits as they are stored, or every field's problem at once (BAD_USER_INPUT with fields).
 * `knownIds` are the ids among pairings and related families that exist.
 */
export function checkFamilyEdits(
  input: FamilyEditInput,
  family: FamilyForEdit,
  knownIds: readonly number[],
): { edits: FamilyEdits; pairingIds: number[]; relatedIds: number[] } {
  const problems: Record<string, string> = {};
  const title = input.title.trim();
  if (title.length === 0 || title.length > 120)
    problems.title = 'Give the family a title of 1 to 120 characters.';
  const summary = optionalText(input.summary);
  if (summary && summary.length > 500) problems.summary = 'Keep the summary to 500 characters.';
  const designInformation = optionalText(input.designInformation);
  if (designInformation && designInformation.length > 5000) {
    problems.designInformation = 'Keep the description to 5,000 characters.';
  }
  const categories = [...new Set(input.categories.map((category) => category.trim()).filter(Boolean))];
  if (
    categories.length > MAX_CATEGORIES ||
    categories.some((category) => !FAMILY_URL_PATTERN.test(category))
  ) {
    problems.categories = `Up to ${MAX_CATEGORIES} categories, each in lower-case letters, digits and hyphens.`;
  }
  const encodingId = input.defaultEncodingId ?? family.encodingId;
  if (encodingId !== null && !family.encodings.some((encoding) => encoding.id === encodingId)) {
    problems.defaultEncodingId = 'Choose one of the encodings the family has styles in.';
  }
  const plannedReleaseDate = optionalText(input.plannedReleaseDate);
  if (plannedReleaseDate && !isCalendarDate(plannedReleaseDate)) {
    problems.plannedReleaseDate = 'Write the date as YYYY-MM-DD.';
  }
  if (input.hasWeightCalculator && !family.hasWeightAxis) {
    problems.hasWeightCalculator = 'The weight calculator needs a variable font with a weight axis.';
  }
  const pairingIds = [...new Set(input.pairingIds)];
  const relatedIds = [...new Set(input.relatedIds)];
  for (const [field, ids] of [
    ['pairingIds', pairingIds],
    ['relatedIds', relatedIds],
  ] as const) {
    if (ids.length > MAX_CHOSEN_FAMILIES) problems[field] = `Choose at most ${MAX_CHOSEN_FAMILIES} families.`;
    else if (ids.includes(family.id)) problems[field] = 'A family cannot be chosen for itself.';
    else if (ids.some((id) => !knownIds.includes(id)))
      problems[field] = 'One of the families does not exist.';
  }
  if (Object.keys(problems).length > 0) throw new InputError(problems);
  return {
    edits: {
      title,
      summary,
      designInformation,
      categories,
      encodingId,
      preRelease: input.preRelease,
      plannedReleaseDate: input.preRelease ? plannedReleaseDate : null,
      hasWeightCalculator: input.hasWeightCalculator,
    },
    pairingIds,
    relatedIds,
  };
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
