import {
  formatUnicodeRanges,
  parseUnicodeRanges,
  rangesOfCodePoints,
} from '@foundry/domain/fonts/font-subsets';
import { projectFontRanges } from '@foundry/domain/webfonts/webfonts-character-sets';
import { type FontFaceValues, projectCss } from '@foundry/domain/webfonts/webfonts-css';
import { cutFontSubset, openFontForDrawing } from '@foundry/fonts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { WebfontsProjectFontRow, WebfontsProjectRow } from '../../repositories/webfonts-project-rows.ts';
import { slug } from '../downloads/font-archive.ts';
import { type ZipEntry, zipEntries } from '../downloads/zip-archive.ts';
import { kitFolderOf, kitFontUrl } from './webfonts-kit-address.ts';
import { selfHostingReadme } from './webfonts-readme.ts';

export interface GenerationDependencies {
  repositories: Pick<Repositories, 'webfontsProjects'>;
  storage: FileStorage;
  apiUrl: string;
}

/** A reason a project's files cannot be made; the project is marked Failed. */
export class WebfontsGenerationError extends Error {
  override name = 'WebfontsGenerationError';
}

/** The file name of a project font's WOFF2: readable, and unique by the project font's id. */
export function kitFileNameOf(font: Pick<WebfontsProjectFontRow, 'id' | 'familyTitle' | 'title'>): string {
  return `${slug(font.familyTitle)}-${slug(font.title)}-${font.id}.woff2`.slice(-80);
}

async function cutProjectFont(font: WebfontsProjectFontRow, storage: FileStorage) {
  const bytes = await storage.get(font.storageKey);
  if (!bytes) throw new WebfontsGenerationError(`font file ${font.storageKey} is missing from storage`);
  // The style's stored ranges when it has them, else the file's own character map.
  const stored = parseUnicodeRanges(font.unicodeRanges);
  const fontRanges =
    stored.length > 0 ? stored : rangesOfCodePoints((await openFontForDrawing(bytes)).characterSet);
  const ranges = projectFontRanges(fontRanges, font.characterSets, font.customChars);
  if (ranges.length === 0) {
    throw new WebfontsGenerationError(`${font.familyTitle} ${font.title} has none of the chosen characters`);
  }
  const woff2 = await cutFontSubset(bytes, { ranges, reservedFontName: font.reservedFontName });
  return { woff2, unicodeRange: formatUnicodeRanges(ranges) };
}

/**
 * Makes a project's files: a WOFF2 per font cut to its character sets and extra characters (layout
 * features kept, axes kept), the CSS with an @font-face per font and, for self-hosting, a ZIP of the
 * fonts, the CSS (pointing at fonts/) and a README. Everything goes into a fresh folder; the keys are
 * returned for the project row.
 */
export async function generateWebfontsKit(
  project: WebfontsProjectRow,
  fonts: readonly WebfontsProjectFontRow[],
  { storage, apiUrl }: Omit<GenerationDependencies, 'repositories'>,
): Promise<{ cssKey: string; downloadKey: string | null }> {
  if (fonts.length === 0) throw new WebfontsGenerationError('the project has no fonts');
  const folder = kitFolderOf(project.id);
  const hosted: FontFaceValues[] = [];
  const local: FontFaceValues[] = [];
  const files: ZipEntry[] = [];
  for (const font of fonts) {
    const { woff2, unicodeRange } = await cutProjectFont(font, storage);
    const fileName = kitFileNameOf(font);
    await storage.put(`${folder}/${fileName}`, woff2, 'font/woff2');
    const face = {
      cssFamilyName: font.cssFamilyName,
      fontWeight: font.fontWeight,
      fontStyle: font.fontStyle,
      fontDisplay: font.fontDisplay,
      otfFeatures: font.otfFeatures,
      unicodeRange,
    };
    hosted.push({ ...face, src: kitFontUrl(apiUrl, project.licenseKey, fileName) });
    local.push({ ...face, src: `fonts/${fileName}` });
    files.push({ name: `fonts/${fileName}`, bytes: woff2, store: true });
  }
  const cssKey = `${folder}/webfonts.css`;
  const css =
    project.type === 'regular' ? projectCss(project.title, hosted) : projectCss(project.title, local);
  await storage.put(cssKey, new TextEncoder().encode(css), 'text/css; charset=utf-8');
  if (project.type !== 'self_hosting') return { cssKey, downloadKey: null };
  const zip = await zipEntries(
    [
      ...files,
      { name: 'webfonts.css', bytes: css },
      { name: 'README.txt', bytes: selfHostingReadme(project, fonts) },
    ],
    new Date(),
  );
  const downloadKey = `${folder}/${slug(project.title)}-webfonts.zip`;
  await storage.put(downloadKey, zip, 'application/zip');
  return { cssKey, downloadKey };
}
