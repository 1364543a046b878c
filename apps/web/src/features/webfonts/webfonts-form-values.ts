import {
  WEBFONTS_BUDGET_MINOR_UNITS,
  type WebfontsFontChoice,
  type WebfontsProjectFormValues,
} from '@foundry/domain';
import {
  DEFAULT_CHARACTER_SETS,
  DEFAULT_FONT_DISPLAY,
  normaliseDomain,
  WEBFONTS_PROJECT_LIMITS,
  type WebfontsProjectType,
} from '@foundry/domain/webfonts/index';
import type { WebfontsProject, WebfontsProjectFont } from './webfonts-operations.ts';

export type { WebfontsProjectType };

/** The form's fields, in the order they are shown. */
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
export type FontChoice = WebfontsFontChoice;

/** Domains and e-mails are one row each (empty rows are ignored); the budget is whole units as typed. */
export type WebfontsFormValues = WebfontsProjectFormValues;

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

const MINOR_UNITS = WEBFONTS_BUDGET_MINOR_UNITS;

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

/** The form field a server message belongs to (`domains.1` → domains, `fonts.0.characterSets` → fonts), or null. */
export function webfontsFieldOf(serverName: string): WebfontsFormField | null {
  const base = serverName.split(/[.[]/)[0];
  return WEBFONTS_FORM_FIELDS.find((known) => known === base) ?? null;
}
