import { cssFamilyNameOf, variableFontWeight } from '@foundry/domain/webfonts/webfonts-css';
import {
  normaliseDomains,
  normaliseEmails,
  normaliseProjectFont,
  type WebfontsProjectValues,
  webfontsProjectProblems,
} from '@foundry/domain/webfonts/webfonts-project-input';
import type { WebfontsProjectType } from '@foundry/domain/webfonts/webfonts-status';
import type { Repositories } from '../../repositories/repositories.ts';
import type {
  WebfontsProjectChanges,
  WebfontsProjectFontFields,
} from '../../repositories/webfonts-project-rows.ts';
import { isFontAvailable, readWebLicensedFamilies } from './webfonts-availability.ts';
import { webfontsProjectInvalid } from './webfonts-project-id.ts';

/**
 * What a create or update stores, or code 103 with the problems by field: the domain's checks
 * first, then what only the database knows (the fonts exist and are available to the user for the
 * project's type). Lists left out of an update stay as they are.
 */
export async function checkedProjectInput(
  values: WebfontsProjectValues,
  options: { type: WebfontsProjectType; creating: boolean; userId: number },
  repositories: Pick<Repositories, 'webfontsProjects' | 'ownedFonts' | 'orderDocuments'>,
): Promise<WebfontsProjectChanges> {
  const problems = webfontsProjectProblems(values, options);
  if (Object.keys(problems).length > 0) throw webfontsProjectInvalid(problems);

  const changes: WebfontsProjectChanges = {};
  if (values.title != null) changes.title = values.title.trim();
  if (values.budget !== undefined) changes.budget = values.budget;
  if (values.domains) changes.domains = normaliseDomains(values.domains);
  if (values.billingEmails) changes.billingEmails = normaliseEmails(values.billingEmails);
  if (values.editingEmails) changes.editingEmails = normaliseEmails(values.editingEmails);
  if (values.fonts) changes.fonts = await checkedFonts(values.fonts, options, repositories);
  return changes;
}

async function checkedFonts(
  inputs: NonNullable<WebfontsProjectValues['fonts']>,
  options: { type: WebfontsProjectType; userId: number },
  repositories: Pick<Repositories, 'webfontsProjects' | 'ownedFonts' | 'orderDocuments'>,
): Promise<WebfontsProjectFontFields[]> {
  const fonts = inputs.map(normaliseProjectFont);
  const styleIds = fonts.flatMap((font) => (font.styleId === null ? [] : [font.styleId]));
  const variableIds = fonts.flatMap((font) => (font.variableFontId === null ? [] : [font.variableFontId]));
  const [sources, axes, webLicensed] = await Promise.all([
    repositories.webfontsProjects.fontSourcesOf(styleIds, variableIds),
    repositories.webfontsProjects.weightAxesOf(variableIds),
    options.type === 'self_hosting'
      ? readWebLicensedFamilies(repositories, options.userId)
      : Promise.resolve(new Map()),
  ]);
  const problems: Record<string, string> = {};
  const fields = fonts.map((font, index): WebfontsProjectFontFields | null => {
    const kind = font.styleId !== null ? 'style' : 'variableFont';
    const id = font.styleId ?? font.variableFontId;
    const source = sources.find((entry) => entry.kind === kind && entry.id === id);
    if (!source || !isFontAvailable(source, options.type, webLicensed)) {
      problems[`fonts.${index}`] =
        options.type === 'self_hosting'
          ? 'This font is not covered by a web licence you bought.'
          : 'This font is not available for web font projects.';
      return null;
    }
    const wght = axes.find((axis) => axis.variableFontId === source.id) ?? null;
    return {
      styleId: font.styleId,
      variableFontId: font.variableFontId,
      cssFamilyName: cssFamilyNameOf(source.familyTitle),
      fontWeight: kind === 'style' ? String(source.weight) : variableFontWeight(wght),
      fontStyle: source.italic ? 'italic' : 'normal',
      fontDisplay: font.fontDisplay,
      otfFeatures: font.otfFeatures,
      characterSets: font.characterSets,
      customChars: font.customChars,
    };
  });
  if (Object.keys(problems).length > 0) throw webfontsProjectInvalid(problems);
  return fields.filter((field): field is WebfontsProjectFontFields => field !== null);
}
