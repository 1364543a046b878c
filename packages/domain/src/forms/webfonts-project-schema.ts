import { z } from 'zod';
import { isEmail } from '../validation/email.ts';
import { MAX_PROJECT_DOMAINS, normaliseDomain } from '../webfonts/webfonts-domains.ts';
import { WEBFONTS_PROJECT_LIMITS } from '../webfonts/webfonts-project-input.ts';
import type { WebfontsProjectType } from '../webfonts/webfonts-status.ts';
import { messageWithValues } from './form-message-keys.ts';

/** Minor units per major unit of a project's budget currency (EUR cents). */
export const WEBFONTS_BUDGET_MINOR_UNITS = 100;

/** The most a budget may be as typed, in whole currency units. */
export const WEBFONTS_MAX_BUDGET = Math.floor(
  WEBFONTS_PROJECT_LIMITS.maxBudget / WEBFONTS_BUDGET_MINOR_UNITS,
);

/** The message keys of the project form (the web's webfonts namespace says them). */
const PROBLEM = (name: string) => `webfonts.form.problems.${name}`;

/** One chosen font with its CSS settings as the form edits it. */
export const webfontsFontChoiceSchema = z.object({
  key: z.string(),
  styleID: z.string().nullable(),
  variableFontID: z.string().nullable(),
  title: z.string(),
  fontDisplay: z.string(),
  otfFeatures: z.array(z.string()),
  characterSets: z.array(z.string()),
  customChars: z.string(),
});

const filled = (rows: readonly string[]) => rows.map((row) => row.trim()).filter((row) => row !== '');

function firstDuplicate(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const same = value.toLowerCase();
    if (seen.has(same)) return value;
    seen.add(same);
  }
  return undefined;
}

function emailProblem(rows: readonly string[]): string | undefined {
  const emails = filled(rows);
  if (emails.length > WEBFONTS_PROJECT_LIMITS.maxEmails)
    return messageWithValues(PROBLEM('tooManyEmails'), { max: WEBFONTS_PROJECT_LIMITS.maxEmails });
  const invalid = emails.find((email) => !isEmail(email));
  if (invalid) return messageWithValues(PROBLEM('emailInvalid'), { value: invalid });
  const duplicate = firstDuplicate(emails);
  return duplicate ? messageWithValues(PROBLEM('emailDuplicate'), { value: duplicate }) : undefined;
}

/** The fonts of a project: one to 30, each keeping some characters (a set or typed characters). */
export function webfontsFontsProblem(fonts: readonly z.infer<typeof webfontsFontChoiceSchema>[]) {
  const bare = fonts.find((font) => font.characterSets.length === 0 && font.customChars.trim() === '');
  if (fonts.length === 0) return PROBLEM('fontsRequired');
  if (fonts.length > WEBFONTS_PROJECT_LIMITS.maxFonts)
    return messageWithValues(PROBLEM('tooManyFonts'), { max: WEBFONTS_PROJECT_LIMITS.maxFonts });
  return bare ? messageWithValues(PROBLEM('fontNeedsCharacters'), { title: bare.title }) : undefined;
}

/** What the domain rows of a hosted project lack: one to 20 bare host names, none twice. */
function domainsProblem(rows: readonly string[]): string | undefined {
  const domains = filled(rows);
  const invalid = domains.find((domain) => normaliseDomain(domain) === null);
  const duplicate = firstDuplicate(domains.map((domain) => normaliseDomain(domain) ?? domain));
  if (domains.length === 0) return PROBLEM('domainsRequired');
  if (domains.length > MAX_PROJECT_DOMAINS)
    return messageWithValues(PROBLEM('tooManyDomains'), { max: MAX_PROJECT_DOMAINS });
  if (invalid) return messageWithValues(PROBLEM('domainInvalid'), { value: invalid });
  return duplicate ? messageWithValues(PROBLEM('domainDuplicate'), { value: duplicate }) : undefined;
}

/**
 * A web font project's form (docs/webfonts.md): a name of at most 100 characters; for a hosted
 * project one to 20 domains (rows; empty rows ignored) and a budget that, when given, is a whole
 * amount up to 100,000; e-mail rows that, when given, are addresses (at most 10, none twice); one to
 * 30 fonts, each keeping some characters. Duplicates are refused here (the API would merge them).
 */
export function webfontsProjectSchema(type: WebfontsProjectType) {
  return z
    .object({
      title: z.string(),
      domains: z.array(z.string()),
      budget: z.string(),
      billingEmails: z.array(z.string()),
      editingEmails: z.array(z.string()),
      fonts: z.array(webfontsFontChoiceSchema),
    })
    .superRefine((values, context) => {
      const problem = (path: string, message: string | undefined) => {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      };
      const title = values.title.trim();
      problem(
        'title',
        title === ''
          ? PROBLEM('titleRequired')
          : title.length > WEBFONTS_PROJECT_LIMITS.titleMaxLength
            ? messageWithValues(PROBLEM('titleTooLong'), { max: WEBFONTS_PROJECT_LIMITS.titleMaxLength })
            : undefined,
      );
      if (type === 'regular') {
        problem('domains', domainsProblem(values.domains));
        const budget = values.budget.trim();
        if (budget !== '' && !(/^\d+$/.test(budget) && Number(budget) <= WEBFONTS_MAX_BUDGET))
          problem('budget', messageWithValues(PROBLEM('budgetInvalid'), { max: WEBFONTS_MAX_BUDGET }));
      }
      problem('billingEmails', emailProblem(values.billingEmails));
      problem('editingEmails', emailProblem(values.editingEmails));
      problem('fonts', webfontsFontsProblem(values.fonts));
    });
}

/** The fonts' CSS settings saved on their own (the project's embed code page). */
export const webfontsFontSettingsSchema = z
  .object({ fonts: z.array(webfontsFontChoiceSchema) })
  .superRefine((values, context) => {
    const message = webfontsFontsProblem(values.fonts);
    if (message) context.addIssue({ code: 'custom', path: ['fonts'], message });
  });

export type WebfontsProjectFormValues = z.input<ReturnType<typeof webfontsProjectSchema>>;
export type WebfontsFontChoice = z.infer<typeof webfontsFontChoiceSchema>;
