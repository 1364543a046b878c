/**
 * A customer's fonts-in-use submission: the limits and
 * checks the API enforces and the account form shows while typing. Whether the families exist, the
 * images are stored and the country is known is looked up by the API; the rest is decided here.
 */

export const USER_FONTS_IN_USE_LIMITS = {
  titleMaxLength: 120,
  descriptionMaxLength: 2000,
  /** Designer and photo credits. */
  creditMaxLength: 120,
  designerUrlMaxLength: 500,
  earliestYear: 1900,
  minFamilies: 1,
  maxFamilies: 10,
  minImages: 1,
  /** One upload request's worth (services/uploads/upload-limits.ts). */
  maxImages: 10,
  maxLanguages: 10,
} as const;

/** Kinds of work a showcase is, as the public filters list them. */
export const FONTS_IN_USE_CATEGORIES = [
  'Apps',
  'Books',
  'Branding',
  'Editorial',
  'Exhibitions',
  'Packaging',
  'Posters',
  'Signage',
  'Websites',
] as const;

/** Where the work appears. */
export const FONTS_IN_USE_OUTPUTS = ['Environment', 'Motion', 'Packaging', 'Print', 'Screen', 'Web'] as const;

/** ISO 639-1 codes a submission may name (the languages our families are drawn for and more). */
export const FONTS_IN_USE_LANGUAGE_CODES = [
  'ar',
  'bg',
  'ca',
  'cs',
  'cy',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'gl',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'is',
  'it',
  'ja',
  'ka',
  'ko',
  'lt',
  'lv',
  'mk',
  'ms',
  'mt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sq',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;

/** The keys the upload route stores re-encoded images under (apps/api services/uploads/store-upload.ts). */
export const UPLOADED_IMAGE_KEY_PATTERN = /^uploads\/[0-9a-f]{64}\.(png|jpg|webp)$/;

export interface UserFontsInUseValues {
  title: string;
  description?: string | null | undefined;
  designer?: string | null | undefined;
  designerUrl?: string | null | undefined;
  photoCredits?: string | null | undefined;
  year?: number | null | undefined;
  category?: string | null | undefined;
  output?: string | null | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | null | undefined;
  languages?: readonly string[] | null | undefined;
  /** Family ids. */
  families: readonly string[];
  /** Upload keys. */
  images: readonly string[];
}

export type UserFontsInUseField = keyof UserFontsInUseValues;
export type UserFontsInUseProblems = Partial<Record<UserFontsInUseField, string>>;

/** What is stored: trimmed, blanks as null, lists without repeats (first mention kept). */
export interface NormalisedUserFontsInUse {
  title: string;
  description: string | null;
  designer: string | null;
  designerUrl: string | null;
  photoCredits: string | null;
  year: number | null;
  category: string | null;
  output: string | null;
  country: string | null;
  languages: string[];
  families: string[];
  images: string[];
}

// Control characters and the bidi overrides that disguise text; any script is welcome otherwise,
// since showcases come from every writing system our families support.
function isHiddenCharacter(codePoint: number): boolean {
  const lineBreakOrTab = codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  return (
    (codePoint < 0x20 && !lineBreakOrTab) ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

function hasHiddenCharacter(text: string): boolean {
  for (const character of text) if (isHiddenCharacter(character.codePointAt(0) ?? 0)) return true;
  return false;
}
const LINE_BREAKS = /[\n\r\t]/;

function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function distinct(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== ''))];
}

export function normaliseUserFontsInUse(values: UserFontsInUseValues): NormalisedUserFontsInUse {
  return {
    title: values.title.trim(),
    description: optionalText(values.description),
    designer: optionalText(values.designer),
    designerUrl: optionalText(values.designerUrl),
    photoCredits: optionalText(values.photoCredits),
    year: values.year ?? null,
    category: optionalText(values.category),
    output: optionalText(values.output),
    country: optionalText(values.country)?.toUpperCase() ?? null,
    languages: distinct(values.languages?.map((code) => code.toLowerCase())),
    families: distinct(values.families),
    images: distinct(values.images),
  };
}

/** The latest year a showcase may carry: next year, for work announced ahead. */
export function latestFontsInUseYear(now: Date): number {
  return now.getUTCFullYear() + 1;
}

function textProblem(text: string | null, maxLength: number, multiline = false): string | null {
  if (text === null) return null;
  if (text.length > maxLength) return `At most ${maxLength} characters.`;
  if (hasHiddenCharacter(text) || (!multiline && LINE_BREAKS.test(text)))
    return 'The text contains a character that is not allowed.';
  return null;
}

/** An absolute http(s) address, or why not. */
export function designerUrlProblem(url: string | null): string | null {
  if (url === null) return null;
  if (url.length > USER_FONTS_IN_USE_LIMITS.designerUrlMaxLength)
    return `At most ${USER_FONTS_IN_USE_LIMITS.designerUrlMaxLength} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Please enter a web address starting with http:// or https://.';
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '')
    return 'Please enter a web address starting with http:// or https://.';
  return null;
}

/**
 * The problems of a submission by field; empty when it may be saved. `countryCodes` are the known
 * countries (the API's table); without it only the code's shape is checked (the form offers a list).
 */
export function userFontsInUseProblems(
  values: UserFontsInUseValues,
  options: { now: Date; countryCodes?: ReadonlySet<string> },
): UserFontsInUseProblems {
  const v = normaliseUserFontsInUse(values);
  const limits = USER_FONTS_IN_USE_LIMITS;
  const problems: UserFontsInUseProblems = {};
  const set = (field: UserFontsInUseField, problem: string | null) => {
    if (problem) problems[field] = problem;
  };

  set('title', v.title === '' ? 'Please name the project.' : textProblem(v.title, limits.titleMaxLength));
  set('description', textProblem(v.description, limits.descriptionMaxLength, true));
  set('designer', textProblem(v.designer, limits.creditMaxLength));
  set('photoCredits', textProblem(v.photoCredits, limits.creditMaxLength));
  set('designerUrl', designerUrlProblem(v.designerUrl));

  const latest = latestFontsInUseYear(options.now);
  if (v.year !== null && (!Number.isInteger(v.year) || v.year < limits.earliestYear || v.year > latest))
    set('year', `A year from ${limits.earliestYear} to ${latest}.`);

  if (v.category !== null && !(FONTS_IN_USE_CATEGORIES as readonly string[]).includes(v.category))
    set('category', 'Please choose a category from the list.');
  if (v.output !== null && !(FONTS_IN_USE_OUTPUTS as readonly string[]).includes(v.output))
    set('output', 'Please choose an output from the list.');
  if (
    v.country !== null &&
    (!/^[A-Z]{2}$/.test(v.country) || (options.countryCodes && !options.countryCodes.has(v.country)))
  )
    set('country', 'Please choose a country from the list.');

  if (v.languages.length > limits.maxLanguages) set('languages', `At most ${limits.maxLanguages} languages.`);
  else if (v.languages.some((code) => !(FONTS_IN_USE_LANGUAGE_CODES as readonly string[]).includes(code)))
    set('languages', 'Please choose languages from the list.');

  if (v.families.length < limits.minFamilies) set('families', 'Please choose the families used.');
  else if (v.families.length > limits.maxFamilies) set('families', `At most ${limits.maxFamilies} families.`);
  else if (v.families.some((id) => !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647))
    set('families', 'Please choose families from the list.');

  if (v.images.length < limits.minImages) set('images', 'Please add at least one picture.');
  else if (v.images.length > limits.maxImages) set('images', `At most ${limits.maxImages} pictures.`);
  else if (v.images.some((key) => !UPLOADED_IMAGE_KEY_PATTERN.test(key)))
    set('images', 'A picture was not uploaded. Please upload it again.');

  return problems;
}
