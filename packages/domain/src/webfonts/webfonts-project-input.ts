import { isEmail } from '../validation/email.ts';
import {
  codePointsOfCustomChars,
  DEFAULT_CHARACTER_SETS,
  isWebfontsCharacterSet,
  MAX_CUSTOM_CHARS,
} from './webfonts-character-sets.ts';
import { MAX_PROJECT_DOMAINS, normaliseDomain } from './webfonts-domains.ts';
import type { WebfontsProjectType } from './webfonts-status.ts';

/**
 * The fields of createWebfontsProject / updateWebfontsProject: the checks the API enforces (code 103
 * with a message per field) and the form can show while typing. Whether the fonts exist and are
 * available to the user is looked up by the API.
 */

export const WEBFONTS_PROJECT_LIMITS = {
  titleMaxLength: 100,
  maxFonts: 30,
  maxEmails: 10,
  /** Minor units: €100,000 a month. */
  maxBudget: 10_000_000,
} as const;

export const FONT_DISPLAY_VALUES = ['auto', 'block', 'swap', 'fallback', 'optional'] as const;
export type FontDisplay = (typeof FONT_DISPLAY_VALUES)[number];
export const DEFAULT_FONT_DISPLAY: FontDisplay = 'swap';

/** An OpenType feature tag a project may switch on: four lower-case letters or digits ('ss01'). */
const FEATURE_TAG = /^[a-z0-9]{4}$/;

export interface WebfontsProjectFontValues {
  styleID?: string | null;
  variableFontID?: string | null;
  fontDisplay?: string | null;
  otfFeatures?: readonly string[] | null;
  characterSets?: readonly string[] | null;
  customChars?: string | null;
}

export interface WebfontsProjectValues {
  title?: string | null;
  budget?: number | null;
  domains?: readonly string[] | null;
  billingEmails?: readonly string[] | null;
  editingEmails?: readonly string[] | null;
  fonts?: readonly WebfontsProjectFontValues[] | null;
}

/** A project font as stored: exactly one of the ids, defaults applied. */
export interface NormalisedProjectFont {
  styleId: number | null;
  variableFontId: number | null;
  fontDisplay: FontDisplay;
  otfFeatures: string[];
  characterSets: string[];
  customChars: string;
}

export type WebfontsProjectProblems = Record<string, string>;

const isId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function emailProblems(
  field: string,
  emails: readonly string[] | null | undefined,
  problems: WebfontsProjectProblems,
) {
  if (!emails) return;
  if (emails.length > WEBFONTS_PROJECT_LIMITS.maxEmails) {
    problems[field] = `At most ${WEBFONTS_PROJECT_LIMITS.maxEmails} e-mail addresses.`;
    return;
  }
  const bad = emails.find((email) => !isEmail(email.trim()));
  if (bad !== undefined) problems[field] = `“${bad}” is not an e-mail address.`;
}

function fontProblems(font: WebfontsProjectFontValues, prefix: string, problems: WebfontsProjectProblems) {
  const hasStyle = font.styleID != null && font.styleID !== '';
  const hasVariable = font.variableFontID != null && font.variableFontID !== '';
  if (hasStyle === hasVariable) {
    problems[prefix] = 'Choose one style or one variable font.';
  } else if (hasStyle && !isId(font.styleID)) {
    problems[`${prefix}.styleID`] = 'Unknown style.';
  } else if (hasVariable && !isId(font.variableFontID)) {
    problems[`${prefix}.variableFontID`] = 'Unknown variable font.';
  }
  if (font.fontDisplay != null && !(FONT_DISPLAY_VALUES as readonly string[]).includes(font.fontDisplay)) {
    problems[`${prefix}.fontDisplay`] = `One of ${FONT_DISPLAY_VALUES.join(', ')}.`;
  }
  const badFeature = font.otfFeatures?.find((tag) => !FEATURE_TAG.test(tag));
  if (badFeature !== undefined)
    problems[`${prefix}.otfFeatures`] = `“${badFeature}” is not an OpenType feature tag.`;
  const badSet = font.characterSets?.find((id) => !isWebfontsCharacterSet(id));
  if (badSet !== undefined) problems[`${prefix}.characterSets`] = `Unknown character set “${badSet}”.`;
  if (font.customChars && codePointsOfCustomChars(font.customChars).length > MAX_CUSTOM_CHARS) {
    problems[`${prefix}.customChars`] = `At most ${MAX_CUSTOM_CHARS} extra characters.`;
  }
  const nothing =
    font.characterSets != null &&
    font.characterSets.length === 0 &&
    codePointsOfCustomChars(font.customChars ?? '').length === 0;
  if (nothing)
    problems[`${prefix}.characterSets`] = 'Choose a character set or type the characters you need.';
}

/**
 * The problems of a project's fields by field name ('title', 'domains', 'fonts.0.fontDisplay', …);
 * empty when they are valid. `creating`: every required field must be there; otherwise only the
 * given ones are checked. A regular (hosted) project needs at least one domain.
 */
export function webfontsProjectProblems(
  values: WebfontsProjectValues,
  options: { type: WebfontsProjectType; creating: boolean },
): WebfontsProjectProblems {
  const problems: WebfontsProjectProblems = {};
  if (options.creating || values.title != null) {
    const title = values.title?.trim() ?? '';
    if (title === '') problems.title = 'Please enter a title.';
    else if (title.length > WEBFONTS_PROJECT_LIMITS.titleMaxLength) {
      problems.title = `At most ${WEBFONTS_PROJECT_LIMITS.titleMaxLength} characters.`;
    }
  }
  if (values.budget != null) {
    if (!Number.isInteger(values.budget) || values.budget < 0)
      problems.budget = 'A whole amount of at least 0.';
    else if (values.budget > WEBFONTS_PROJECT_LIMITS.maxBudget) problems.budget = 'The budget is too large.';
  }
  if (values.domains) {
    if (values.domains.length > MAX_PROJECT_DOMAINS)
      problems.domains = `At most ${MAX_PROJECT_DOMAINS} domains.`;
    const bad = values.domains.find((domain) => normaliseDomain(domain) === null);
    if (bad !== undefined)
      problems.domains = `“${bad}” is not a domain name (example.com, https://example.com or *.example.com; no path or port).`;
  }
  if (
    options.type === 'regular' &&
    (options.creating || values.domains != null) &&
    (values.domains ?? []).length === 0
  ) {
    problems.domains = 'Add the domain the fonts are used on.';
  }
  emailProblems('billingEmails', values.billingEmails, problems);
  emailProblems('editingEmails', values.editingEmails, problems);
  if (options.creating || values.fonts != null) {
    const fonts = values.fonts ?? [];
    if (fonts.length === 0) problems.fonts = 'Choose at least one font.';
    else if (fonts.length > WEBFONTS_PROJECT_LIMITS.maxFonts) {
      problems.fonts = `At most ${WEBFONTS_PROJECT_LIMITS.maxFonts} fonts.`;
    }
    for (const [index, font] of fonts.entries()) fontProblems(font, `fonts.${index}`, problems);
  }
  return problems;
}

/** Domains in their stored form, each once (call after the checks). */
export function normaliseDomains(domains: readonly string[]): string[] {
  return unique(domains.map((domain) => normaliseDomain(domain)).filter((domain) => domain !== null));
}

/** E-mail addresses trimmed and lower-cased, each once. */
export function normaliseEmails(emails: readonly string[]): string[] {
  return unique(emails.map((email) => email.trim().toLowerCase()).filter(Boolean));
}

/** A project font with its defaults (call after the checks). */
export function normaliseProjectFont(font: WebfontsProjectFontValues): NormalisedProjectFont {
  const styleId = font.styleID ? Number(font.styleID) : null;
  return {
    styleId,
    variableFontId: styleId === null && font.variableFontID ? Number(font.variableFontID) : null,
    fontDisplay: (font.fontDisplay as FontDisplay | null | undefined) ?? DEFAULT_FONT_DISPLAY,
    otfFeatures: unique(font.otfFeatures ?? []),
    characterSets: unique(font.characterSets ?? DEFAULT_CHARACTER_SETS),
    customChars: String.fromCodePoint(...codePointsOfCustomChars(font.customChars ?? '')),
  };
}
