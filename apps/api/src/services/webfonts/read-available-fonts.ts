import { parseUnicodeRanges, rangesOfCodePoints } from '@foundry/domain/fonts/font-subsets';
import { characterSetsOfFont } from '@foundry/domain/webfonts/webfonts-character-sets';
import { variableFontWeight } from '@foundry/domain/webfonts/webfonts-css';
import type { WebfontsProjectType } from '@foundry/domain/webfonts/webfonts-status';
import { openFontForDrawing } from '@foundry/fonts';
import type { FamilyRow, StyleRow } from '../../repositories/family-repository.ts';
import type { VariableFontRow } from '../../repositories/variable-font-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { ownsStyle, ownsWholeFamily } from '../owned-fonts/owned-fonts.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { readWebLicensedFamilies } from './webfonts-availability.ts';
import {
  webfontsProjectIdOf,
  webfontsProjectInvalid,
  webfontsProjectNotFound,
} from './webfonts-project-id.ts';

export interface AvailableFamily {
  family: FamilyRow;
  styles: StyleRow[];
  variableFonts: VariableFontRow[];
}

export interface AvailableFontInfo {
  otfFeatures: string[];
  characterSets: { id: string; title: string; count: number }[];
  fontWeight: string;
  fontStyle: string;
}

/** Published families are few (tens); one page of this size holds them all. */
const MAX_FAMILIES = 1000;

/**
 * readWebfontsProjectAvailableFamilies: what a project of the type may use (webfonts-availability):
 * every published family for a hosted project, the web-licensed styles the user owns for a
 * self-hosting one. `projectID`, when given, must be one of the user's projects (103 otherwise).
 */
export async function readAvailableFamilies(
  args: { projectID?: string | number | null; projectType: WebfontsProjectType },
  deps: Pick<ServiceDeps, 'viewer' | 'repositories' | 'loaders'>,
): Promise<AvailableFamily[]> {
  const user = requireAccount(deps.viewer);
  if (args.projectID != null) {
    const id = webfontsProjectIdOf(args.projectID);
    const project = id === null ? null : await deps.repositories.webfontsProjects.findOwned(user.id, id);
    if (!project) throw webfontsProjectNotFound();
  }
  const webLicensed =
    args.projectType === 'self_hosting' ? await readWebLicensedFamilies(deps.repositories, user.id) : null;
  const families = await deps.repositories.families.findMany(
    webLicensed
      ? { ids: [...webLicensed.keys()], preRelease: false }
      : { preRelease: false, published: true },
    0,
    MAX_FAMILIES,
  );
  const entries = await Promise.all(
    families.map(async (family): Promise<AvailableFamily> => {
      const [styles, variableFonts] = await Promise.all([
        deps.loaders.stylesByFamily.load(family.id),
        deps.loaders.variableFontsByFamily.load(family.id),
      ]);
      const owned = webLicensed?.get(family.id);
      if (!owned) return { family, styles, variableFonts };
      return {
        family,
        styles: styles.filter((style) => ownsStyle(owned, style.id)),
        variableFonts: ownsWholeFamily(owned) ? variableFonts : [],
      };
    }),
  );
  return entries.filter((entry) => entry.styles.length > 0 || entry.variableFonts.length > 0);
}

/**
 * readWebfontsProjectAvailableFontInfo: what a font offers a project — the family's OpenType
 * features, the character sets it has (with its character count in each) and its CSS weight and
 * style. Code 103 unless exactly one known id is given.
 */
export async function readAvailableFontInfo(
  args: { styleID?: string | number | null; variableFontID?: string | number | null },
  deps: Pick<ServiceDeps, 'viewer' | 'repositories' | 'storage'>,
): Promise<AvailableFontInfo> {
  requireAccount(deps.viewer);
  const styleId = webfontsProjectIdOf(args.styleID);
  const variableFontId = webfontsProjectIdOf(args.variableFontID);
  const unknown = () =>
    webfontsProjectInvalid({ styleID: 'Choose a style or a variable font.' }, 'Unknown font.');
  if ((styleId === null) === (variableFontId === null)) throw unknown();
  const projects = deps.repositories.webfontsProjects;
  const [sources, axes] = await Promise.all([
    projects.fontSourcesOf(
      styleId === null ? [] : [styleId],
      variableFontId === null ? [] : [variableFontId],
    ),
    projects.weightAxesOf(variableFontId === null ? [] : [variableFontId]),
  ]);
  const source = sources[0];
  if (!source || source.preRelease) throw unknown();
  let ranges = parseUnicodeRanges(source.unicodeRanges);
  if (ranges.length === 0) {
    const bytes = await deps.storage.get(source.storageKey);
    if (bytes) ranges = rangesOfCodePoints((await openFontForDrawing(bytes)).characterSet);
  }
  return {
    otfFeatures: source.openTypeFeatures,
    characterSets: characterSetsOfFont(ranges),
    fontWeight: source.kind === 'style' ? String(source.weight) : variableFontWeight(axes[0] ?? null),
    fontStyle: source.italic ? 'italic' : 'normal',
  };
}
