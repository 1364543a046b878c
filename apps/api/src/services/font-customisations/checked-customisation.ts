import {
  checkAxisPosition,
  customisationConflict,
  fontCustomisationSchema,
  normaliseCustomisationTitle,
  schemaFieldErrors,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { NewFontCustomisation } from '../../repositories/font-customisation-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { ownsWholeFamily, readOwnedFamily } from '../owned-fonts/owned-fonts.ts';
import { customisationIdOf } from './customisation-id.ts';

export interface FontCustomisationArgs {
  familyID: string | number;
  variableFontID: string | number;
  title: string;
  axes: readonly { tag: string; value: number }[];
}

// Ownership is read by owned-fonts.ts, which takes the whole set.
export type CustomisationRepositories = Repositories;

/** More axis values than any font has axes: refused before anything is looked up. */
const MAX_AXIS_VALUES = 64;

export function conflictError(kind: 'title' | 'position'): AppError {
  return new AppError(ERROR_CODE.FONT_CUSTOMISATION_EXISTS, {
    fields: {
      title:
        kind === 'title'
          ? 'You have a customisation of this font with this name already.'
          : 'You have saved this position of the font already, under another name.',
    },
  });
}

/**
 * What the customer may save: a variable font of a family they own in full, every axis of it once
 * within its range and a title; code 103 with the problems by field otherwise, 480 when they saved
 * the same title or position of the font already (other than `exceptId`, the one being updated).
 */
export async function checkedCustomisation(
  userId: number,
  args: FontCustomisationArgs,
  repositories: CustomisationRepositories,
  exceptId: number | null,
): Promise<NewFontCustomisation> {
  const familyId = customisationIdOf(args.familyID);
  const owned = familyId === null ? null : await readOwnedFamily(repositories, userId, familyId);
  if (familyId === null || !owned || !ownsWholeFamily(owned)) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      message: 'Only a family you own in full can be customised.',
      fields: { familyID: 'You do not own this whole family.' },
    });
  }
  const variableFontId = customisationIdOf(args.variableFontID);
  const font = (await repositories.variableFonts.ofFamilies([familyId])).find(
    (candidate) => candidate.id === variableFontId,
  );
  if (!font) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      message: 'The family has no such variable font.',
      fields: { variableFontID: 'The family has no such variable font.' },
    });
  }

  // The form's own rule for the name (docs/forms.md).
  const fields: Record<string, string> = schemaFieldErrors(fontCustomisationSchema, { title: args.title });
  const check =
    args.axes.length > MAX_AXIS_VALUES
      ? ({ ok: false, fields: { axes: 'Too many axis values.' } } as const)
      : checkAxisPosition(args.axes, await repositories.variableFonts.axesOf([font.id]));
  if (!check.ok) Object.assign(fields, check.fields);
  if (!check.ok || Object.keys(fields).length > 0) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      message: 'Please check the customisation.',
      fields,
    });
  }

  const candidate = {
    userId,
    familyId,
    variableFontId: font.id,
    title: normaliseCustomisationTitle(args.title),
    axes: check.position,
  };
  const saved = await repositories.fontCustomisations.findForUser(userId, [familyId]);
  const conflict = customisationConflict(candidate, saved, exceptId);
  if (conflict) throw conflictError(conflict);
  return candidate;
}
