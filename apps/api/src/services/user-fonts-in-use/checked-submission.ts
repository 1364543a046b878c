import {
  normaliseUserFontsInUse,
  type UserFontsInUseProblems,
  type UserFontsInUseValues,
  userFontsInUseProblems,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { UserFontsInUseFields } from '../../repositories/user-fonts-in-use-repository.ts';
import { storedSubmissionImages } from './stored-submission-images.ts';

/** The mutation's input as GraphQL hands it over: the domain's values, family ids as GraphQL IDs. */
export type UserFontsInUseInput = Omit<UserFontsInUseValues, 'families'> & {
  families: readonly (string | number)[];
};

function refuse(fields: UserFontsInUseProblems): never {
  throw new AppError(ERROR_CODE.USER_INVALID, {
    message: 'Please correct the marked fields.',
    fields: fields as Record<string, string>,
  });
}

/**
 * What a submission stores, or code 103 with the problems by field: the domain's rules first, then
 * what only the database and storage know (the country, the families, the uploaded images).
 */
export async function checkedSubmission(
  input: UserFontsInUseInput,
  deps: { repositories: Repositories; storage: FileStorage; now: Date },
): Promise<UserFontsInUseFields> {
  const values: UserFontsInUseValues = { ...input, families: input.families.map(String) };
  const countryCodes = new Set((await deps.repositories.countries.all()).map((country) => country.code));
  const problems = userFontsInUseProblems(values, { now: deps.now, countryCodes });
  if (Object.keys(problems).length > 0) refuse(problems);

  const v = normaliseUserFontsInUse(values);
  const familyIds = v.families.map(Number);
  const known = await deps.repositories.families.findMany({ ids: familyIds }, 0, familyIds.length);
  if (known.length !== familyIds.length) refuse({ families: 'Please choose families from the list.' });

  const images = await storedSubmissionImages(deps.storage, v.images, v.title);
  if (!images) refuse({ images: 'A picture was not uploaded. Please upload it again.' });

  return {
    title: v.title,
    description: v.description,
    designer: v.designer,
    designerUrl: v.designerUrl,
    photoCredits: v.photoCredits,
    year: v.year,
    category: v.category,
    output: v.output,
    country: v.country,
    languages: v.languages,
    images,
    familyIds,
  };
}
