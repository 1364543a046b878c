import {
  checkAxisPosition,
  customisationConflict,
  customisationTitleProblem,
  normaliseCustomisationTitle,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type {
  FontCustomisationRow,
  NewFontCustomisation,
} from '../../repositories/font-customisation-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { ownsWholeFamily, readOwnedFamily } from '../owned-fonts/owned-fonts.ts';

export interface FontCustomisationArgs {
  familyID: string | number;
  variableFontID: string | number;
  title: string;
  axes: readonly { tag: string; value: number }[];
}

// Ownership is read by owned-fonts.ts, which takes the whole set.
type CustomisationRepositories = Repositories;

/** More axis values than any font has axes: refused before anything is looked up. */
const MAX_AXIS_VALUES = 64;

/** A positive database id, or null for anything else. */
export function customisationIdOf(raw: string | number): number | null {
  const text = String(raw);
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Code 103 on `id`: a customisation that is not the caller's (or none at all) is not found. */
export function customisationNotFound(): AppError {
  return new AppError(ERROR_CODE.USER_INVALID, {
    message: 'The customisation was not found.',
    fields: { id: 'Customisation not found.' },
  });
}

function conflictError(kind: 'title' | 'position'): AppError {
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
async function checkedCustomisation(
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

  const fields: Record<string, string> = {};
  const titleProblem = customisationTitleProblem(args.title);
  if (titleProblem) fields.title = titleProblem;
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

/** createFontCustomisation: saves a named position of a variable font the signed-in user owns. */
export async function createFontCustomisation(
  args: FontCustomisationArgs,
  viewer: SessionUser | null,
  repositories: CustomisationRepositories,
): Promise<FontCustomisationRow> {
  const user = requireAccount(viewer);
  const created = await repositories.fontCustomisations.create(
    await checkedCustomisation(user.id, args, repositories, null),
  );
  if (created === 'exists') throw conflictError('title');
  return created;
}

/** updateFontCustomisation: renames or moves one of the user's own customisations (103 on `id` otherwise). */
export async function updateFontCustomisation(
  args: FontCustomisationArgs & { id: string | number },
  viewer: SessionUser | null,
  repositories: CustomisationRepositories,
): Promise<FontCustomisationRow> {
  const user = requireAccount(viewer);
  const id = customisationIdOf(args.id);
  if (id === null || !(await repositories.fontCustomisations.findOwn(user.id, id)))
    throw customisationNotFound();
  const { userId: _userId, ...changes } = await checkedCustomisation(user.id, args, repositories, id);
  const updated = await repositories.fontCustomisations.updateOwn(user.id, id, changes);
  if (updated === 'exists') throw conflictError('title');
  if (!updated) throw customisationNotFound();
  return updated;
}

/** deleteFontCustomisation: removes one of the user's own customisations and answers it. */
export async function deleteFontCustomisation(
  args: { id: string | number },
  viewer: SessionUser | null,
  repositories: Pick<Repositories, 'fontCustomisations'>,
): Promise<FontCustomisationRow> {
  const user = requireAccount(viewer);
  const id = customisationIdOf(args.id);
  const deleted = id === null ? null : await repositories.fontCustomisations.deleteOwn(user.id, id);
  if (!deleted) throw customisationNotFound();
  return deleted;
}
