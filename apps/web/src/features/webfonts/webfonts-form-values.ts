import { isEmail } from '@foundry/domain';
import {
  DEFAULT_CHARACTER_SETS,
  DEFAULT_FONT_DISPLAY,
  MAX_PROJECT_DOMAINS,
  normaliseDomain,
  WEBFONTS_PROJECT_LIMITS,
  type WebfontsProjectType,
} from '@foundry/domain/webfonts/index';
import type { WebfontsProject, WebfontsProjectFont } from './webfonts-operations.ts';

export type { WebfontsProjectType };

/** The form's fields, in the order they are shown (the first with a problem gets the focus). */
export const WEBFONTS_FORM_FIELDS = [
  'title',
  'domains',
  'budget',
  'billingEmails',
  'editingEmails',
  'fonts',
] as const;
export type WebfontsFormField = (typeof WEBFONTS_FORM_FIELDS)[number];

/** The longest project name the form accepts (the API's limit). */
export const WEBFONTS_TITLE_MAX_LENGTH = WEBFONTS_PROJECT_LIMITS.titleMaxLength;

/** One chosen font with its CSS settings; `key` tells static styles and variable fonts apart. */
export interface FontChoice {
  key: string;
  styleID: string | null;
  variableFontID: string | null;
  title: string;
  fontDisplay: string;
  otfFeatures: string[];
  characterSets: string[];
  customChars: string;
}

export interface WebfontsFormValues {
  title: string;
  /** One row per domain; empty rows are ignored. */
  domains: string[];
  /** Whole currency units as typed; empty means no cap. */
  budget: string;
  billingEmails: string[];
  editingEmails: string[];
  fonts: FontChoice[];
}

export const fontKey = (font: { styleID?: string | null; variableFontID?: string | null }) =>
  font.variableFontID ? `variable:${font.variableFontID}` : `style:${font.styleID}`;

/** A newly picked font with the default CSS settings. */
export function newFontChoice(
  font: { styleID: string; variableFontID?: undefined } | { variableFontID: string; styleID?: undefined },
  title: string,
): FontChoice {
  return {
    key: fontKey(font),
    styleID: font.styleID ?? null,
    variableFontID: font.variableFontID ?? null,
    title,
    fontDisplay: DEFAULT_FONT_DISPLAY,
    otfFeatures: [],
    characterSets: [...DEFAULT_CHARACTER_SETS],
    customChars: '',
  };
}

/** A project font's name for people: its family and style ('Inter' + 'Regular' → 'Inter Regular'). */
export function fontName(font: { title: string; familyTitle: string }): string {
  return font.title.startsWith(font.familyTitle) ? font.title : `${font.familyTitle} ${font.title}`;
}

/** A saved font of a project as the form edits it. */
export function fontChoiceOf(font: WebfontsProjectFont): FontChoice {
  const styleID = 'styleID' in font && typeof font.styleID === 'string' ? font.styleID : null;
  const variableFontID =
    'variableFontID' in font && typeof font.variableFontID === 'string' ? font.variableFontID : null;
  return {
    key: fontKey({ styleID, variableFontID }),
    styleID,
    variableFontID,
    title: fontName(font),
    fontDisplay: font.fontDisplay,
    otfFeatures: [...font.otfFeatures],
    characterSets: [...font.characterSets],
    customChars: font.customChars,
  };
}

export function emptyWebfontsForm(type: WebfontsProjectType): WebfontsFormValues {
  return {
    title: '',
    domains: type === 'regular' ? [''] : [],
    budget: '',
    billingEmails: [''],
    editingEmails: [''],
    fonts: [],
  };
}

/** Minor units per major unit of the budget's currency (EUR cents). */
const MINOR_UNITS = 100;

export function formValuesOf(project: WebfontsProject): WebfontsFormValues {
  return {
    title: project.title,
    domains: project.type === 'regular' ? (project.domains.length > 0 ? [...project.domains] : ['']) : [],
    budget: project.budget ? String(Math.round(project.budget.amount / MINOR_UNITS)) : '',
    billingEmails:
      project.billingEmails.length > 0 ? project.billingEmails.map((entry) => entry.email) : [''],
    editingEmails:
      project.editingEmails.length > 0 ? project.editingEmails.map((entry) => entry.email) : [''],
    fonts: project.fonts.map(fontChoiceOf),
  };
}

const filled = (rows: readonly string[]) => rows.map((row) => row.trim()).filter((row) => row !== '');

/** A problem as a translation key under webfonts.form.problems with its values. */
export interface FormProblem {
  key:
    | 'titleRequired'
    | 'titleTooLong'
    | 'domainsRequired'
    | 'domainInvalid'
    | 'domainDuplicate'
    | 'tooManyDomains'
    | 'budgetInvalid'
    | 'emailInvalid'
    | 'emailDuplicate'
    | 'tooManyEmails'
    | 'fontsRequired'
    | 'tooManyFonts'
    | 'fontNeedsCharacters';
  values?: Record<string, string | number>;
}

function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const same = value.toLowerCase();
    if (seen.has(same)) return value;
    seen.add(same);
  }
  return undefined;
}

function emailProblem(rows: readonly string[]): FormProblem | undefined {
  const emails = filled(rows);
  if (emails.length > WEBFONTS_PROJECT_LIMITS.maxEmails)
    return { key: 'tooManyEmails', values: { max: WEBFONTS_PROJECT_LIMITS.maxEmails } };
  const invalid = emails.find((email) => !isEmail(email));
  if (invalid) return { key: 'emailInvalid', values: { value: invalid } };
  const duplicate = firstDuplicate(emails);
  return duplicate ? { key: 'emailDuplicate', values: { value: duplicate } } : undefined;
}

/** The most a budget may be, in whole currency units. */
const MAX_BUDGET = Math.floor(WEBFONTS_PROJECT_LIMITS.maxBudget / MINOR_UNITS);

/**
 * What stops the form being sent, on the API's rules (the domain's webfonts project input): a name,
 * one to 30 fonts each keeping some characters, and for a hosted project one to 20 domains that are
 * bare host names; a budget, when given, is a whole amount; e-mails, when given, are addresses.
 * Duplicates are refused here (the API would quietly merge them).
 */
export function formProblems(
  values: WebfontsFormValues,
  type: WebfontsProjectType,
): Partial<Record<WebfontsFormField, FormProblem>> {
  const problems: Partial<Record<WebfontsFormField, FormProblem>> = {};
  const title = values.title.trim();
  if (title === '') problems.title = { key: 'titleRequired' };
  else if (title.length > WEBFONTS_TITLE_MAX_LENGTH)
    problems.title = { key: 'titleTooLong', values: { max: WEBFONTS_TITLE_MAX_LENGTH } };
  if (type === 'regular') {
    const domains = filled(values.domains);
    const invalid = domains.find((domain) => normaliseDomain(domain) === null);
    const duplicate = firstDuplicate(domains.map((domain) => normaliseDomain(domain) ?? domain));
    if (domains.length === 0) problems.domains = { key: 'domainsRequired' };
    else if (domains.length > MAX_PROJECT_DOMAINS)
      problems.domains = { key: 'tooManyDomains', values: { max: MAX_PROJECT_DOMAINS } };
    else if (invalid) problems.domains = { key: 'domainInvalid', values: { value: invalid } };
    else if (duplicate) problems.domains = { key: 'domainDuplicate', values: { value: duplicate } };
    const budget = values.budget.trim();
    if (budget !== '' && !(/^\d+$/.test(budget) && Number(budget) <= MAX_BUDGET))
      problems.budget = { key: 'budgetInvalid', values: { max: MAX_BUDGET } };
  }
  const billing = emailProblem(values.billingEmails);
  if (billing) problems.billingEmails = billing;
  const editing = emailProblem(values.editingEmails);
  if (editing) problems.editingEmails = editing;
  const bare = values.fonts.find((font) => font.characterSets.length === 0 && font.customChars.trim() === '');
  if (values.fonts.length === 0) problems.fonts = { key: 'fontsRequired' };
  else if (values.fonts.length > WEBFONTS_PROJECT_LIMITS.maxFonts)
    problems.fonts = { key: 'tooManyFonts', values: { max: WEBFONTS_PROJECT_LIMITS.maxFonts } };
  else if (bare) problems.fonts = { key: 'fontNeedsCharacters', values: { title: bare.title } };
  return problems;
}

/** The fonts as the mutations take them. */
export function fontInputsOf(fonts: readonly FontChoice[]) {
  return fonts.map((font) => ({
    ...(font.variableFontID ? { variableFontID: font.variableFontID } : { styleID: font.styleID as string }),
    fontDisplay: font.fontDisplay,
    otfFeatures: font.otfFeatures,
    characterSets: font.characterSets,
    customChars: font.customChars,
  }));
}

/** The mutation's arguments (budget in minor units, domains as host names, empty rows dropped). */
export function mutationArgumentsOf(values: WebfontsFormValues, type: WebfontsProjectType) {
  const budget = values.budget.trim();
  return {
    title: values.title.trim(),
    ...(type === 'regular'
      ? {
          domains: filled(values.domains).map((domain) => normaliseDomain(domain) ?? domain),
          budget: budget === '' ? null : Number(budget) * MINOR_UNITS,
        }
      : {}),
    billingEmails: filled(values.billingEmails),
    editingEmails: filled(values.editingEmails),
    fonts: fontInputsOf(values.fonts),
  };
}

/** The server's extensions.fields placed on the form's fields (`domains.1` → domains); others kept apart. */
export function serverFieldErrors(fields: unknown): {
  fields: Partial<Record<WebfontsFormField, string>>;
  other: string[];
} {
  const placed: Partial<Record<WebfontsFormField, string>> = {};
  const other: string[] = [];
  if (!fields || typeof fields !== 'object') return { fields: placed, other };
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    const base = name.split(/[.[]/)[0];
    const field = WEBFONTS_FORM_FIELDS.find((known) => known === base);
    if (field && !placed[field]) placed[field] = message;
    else if (!field) other.push(message);
  }
  return { fields: placed, other };
}
