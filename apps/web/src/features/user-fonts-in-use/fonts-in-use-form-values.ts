import {
  EMPTY_FONTS_IN_USE_FORM,
  FONTS_IN_USE_FORM_FIELDS,
  type FontsInUseFormValues,
  fontsInUseValuesOf,
  type UserFontsInUseField,
} from '@foundry/domain';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import type { CreateUserFontsInUseMutation, UserFontsInUseProject } from './user-fonts-in-use-operations.ts';

export type { FontsInUseFormValues };
export { EMPTY_FONTS_IN_USE_FORM };
export type UserFontsInUseInput = VariablesOf<typeof CreateUserFontsInUseMutation>['data'];

/** The form filled with a saved project (its pictures by their upload keys). */
export function formValuesOf(project: UserFontsInUseProject): FontsInUseFormValues {
  return {
    title: project.title,
    description: project.description ?? '',
    designer: project.designer ?? '',
    designerUrl: project.designerUrl ?? '',
    photoCredits: project.photoCredits ?? '',
    year: project.year === null ? '' : String(project.year),
    category: project.category ?? '',
    output: project.output ?? '',
    country: project.country ?? '',
    languages: [...project.languages],
    families: project.families.map((family) => family.id),
    images: [...project.fileIDs],
  };
}

/** The mutation's input: the typed values (blanks as null, the year a number) with the pictures' keys. */
export function inputOf(values: FontsInUseFormValues): UserFontsInUseInput {
  const v = fontsInUseValuesOf(values);
  return {
    title: v.title,
    description: v.description ?? null,
    designer: v.designer ?? null,
    designerUrl: v.designerUrl ?? null,
    photoCredits: v.photoCredits ?? null,
    year: v.year ?? null,
    category: v.category ?? null,
    output: v.output ?? null,
    country: v.country ?? null,
    languages: [...values.languages],
    families: [...values.families],
    images: [...values.images],
  };
}

/** The form field a server message belongs to, or null (said above the form). */
export function fontsInUseFieldOf(serverName: string): UserFontsInUseField | null {
  return FONTS_IN_USE_FORM_FIELDS.find((known) => known === serverName) ?? null;
}
