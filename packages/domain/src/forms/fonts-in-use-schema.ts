import { z } from 'zod';
import {
  type UserFontsInUseField,
  type UserFontsInUseValues,
  userFontsInUseProblems,
} from '../fonts-in-use/user-fonts-in-use-input.ts';

/** The year box as a number: blank is none; anything but whole digits is NaN (refused by the rules). */
export function fontsInUseYearOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^[0-9]{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's fields in the order they are shown. */
export const FONTS_IN_USE_FORM_FIELDS = [
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
] as const satisfies readonly UserFontsInUseField[];

const formShape = z.object({
  title: z.string(),
  description: z.string(),
  designer: z.string(),
  designerUrl: z.string(),
  photoCredits: z.string(),
  /** As typed: a text box until sent. */
  year: z.string(),
  category: z.string(),
  output: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  /** Family ids. */
  families: z.array(z.string()),
  /** Upload keys of the pictures uploaded so far. */
  images: z.array(z.string()),
});

export type FontsInUseFormValues = z.input<typeof formShape>;

/** A new project's form: nothing typed, chosen or uploaded. */
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
  images: [],
};

/** The typed values as the submission's rules take them (the API's input). */
export function fontsInUseValuesOf(values: FontsInUseFormValues): UserFontsInUseValues {
  return {
    title: values.title.trim(),
    description: blankAsNull(values.description),
    designer: blankAsNull(values.designer),
    designerUrl: blankAsNull(values.designerUrl),
    photoCredits: blankAsNull(values.photoCredits),
    year: fontsInUseYearOf(values.year),
    category: blankAsNull(values.category),
    output: blankAsNull(values.output),
    country: blankAsNull(values.country),
    languages: values.languages,
    families: values.families,
    images: values.images,
  };
}

/**
 * A customer's fonts-in-use project as the account form has it: the submission's rules
 * (`userFontsInUseProblems`, which the API applies to `createUserFontsInUse` and
 * `updateUserFontsInUse`), each problem under its field. `now` sets the latest year allowed.
 */
export function fontsInUseFormSchema(now: Date) {
  return formShape.superRefine((values, context) => {
    const problems = userFontsInUseProblems(fontsInUseValuesOf(values), { now });
    for (const field of FONTS_IN_USE_FORM_FIELDS) {
      const message = problems[field];
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
