import {
  type UserFontsInUseField,
  type UserFontsInUseProblems,
  userFontsInUseProblems,
} from '@foundry/domain';
import type { VariablesOf } from '../../lib/graphql/graphql.ts';
import type { CreateUserFontsInUseMutation, UserFontsInUseProject } from './user-fonts-in-use-operations.ts';

export type UserFontsInUseInput = VariablesOf<typeof CreateUserFontsInUseMutation>['data'];

/** The form's fields as typed (the year too: it is a text box until sent). Images are kept apart. */
export interface FontsInUseFormValues {
  title: string;
  description: string;
  designer: string;
  designerUrl: string;
  photoCredits: string;
  year: string;
  category: string;
  output: string;
  country: string;
  languages: string[];
  families: string[];
}

export const EMPTY_FONTS_IN_USE_FORM: FontsInUseFormValues = {
  title: '',
  description: '',
  designer: '',
  designerUrl: '',
  photoCredits: '',
  year: '',
  category: '',
  output: '',
  country: '',
  languages: [],
  families: [],
};

/** The form filled with a saved project. */
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
  };
}

/** The year box as a number: blank is none; anything but whole digits is NaN (refused by the rules). */
function yearOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[0-9]{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The mutation's input: the typed values with the file ids of the uploaded pictures. */
export function inputOf(values: FontsInUseFormValues, imageKeys: readonly string[]): UserFontsInUseInput {
  return {
    title: values.title.trim(),
    description: blankAsNull(values.description),
    designer: blankAsNull(values.designer),
    designerUrl: blankAsNull(values.designerUrl),
    photoCredits: blankAsNull(values.photoCredits),
    year: yearOf(values.year),
    category: blankAsNull(values.category),
    output: blankAsNull(values.output),
    country: blankAsNull(values.country),
    languages: values.languages,
    families: values.families,
    images: [...imageKeys],
  };
}

/** The domain's problems with what is typed (the same rules the API applies; a non-number year fails them). */
export function formProblems(
  values: FontsInUseFormValues,
  imageKeys: readonly string[],
  now: Date,
): UserFontsInUseProblems {
  return userFontsInUseProblems(
    {
      ...values,
      year: yearOf(values.year),
      category: blankAsNull(values.category),
      output: blankAsNull(values.output),
      country: blankAsNull(values.country),
      images: imageKeys,
    },
    { now },
  );
}

/** The form's fields in the order they are shown (the first with a problem gets the focus). */
export const FONTS_IN_USE_FIELDS: readonly UserFontsInUseField[] = [
  'title',
  'description',
  'designer',
  'designerUrl',
  'photoCredits',
  'year',
  'category',
  'output',
  'country',
  'languages',
  'families',
  'images',
];

/** The server's extensions.fields split into the form's fields and messages for no field it shows. */
export function serverFieldErrors(fields: unknown): { fields: UserFontsInUseProblems; other: string[] } {
  const placed: UserFontsInUseProblems = {};
  const other: string[] = [];
  if (!fields || typeof fields !== 'object') return { fields: placed, other };
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const field = FONTS_IN_USE_FIELDS.find((known) => known === name);
    if (field) placed[field] = message;
    else other.push(message);
  }
  return { fields: placed, other };
}
