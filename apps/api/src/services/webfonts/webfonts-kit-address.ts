import { randomBytes } from 'node:crypto';

/**
 * Where a project's kit lives. The hosted CSS is `/webfonts/v1/<licence key>.css` and its fonts
 * `/webfonts/v1/<licence key>/<file>.woff2`; the files are stored under a folder named by a fresh
 * random token per generation, so no stored key can be guessed from the licence key (the storage's
 * own /files/ route serves any key it is given).
 */
export const WEBFONTS_KIT_PREFIX = '/webfonts/v1/';

const KIT_CSS_PATH = /^\/webfonts\/v1\/([A-Za-z0-9_-]{16,64})\.css$/;
const KIT_FONT_PATH = /^\/webfonts\/v1\/([A-Za-z0-9_-]{16,64})\/([a-z0-9-]{1,80}\.woff2)$/;

/** A new project's public licence key: 24 random bytes, base64url. */
export function newLicenseKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The storage folder of one generation of a project's files. */
export function kitFolderOf(projectId: number): string {
  return `webfonts/${projectId}/${randomBytes(18).toString('base64url')}`;
}

/** The folder a stored CSS key is in (the fonts are next to it). */
export function folderOfKey(key: string): string {
  return key.slice(0, key.lastIndexOf('/'));
}

export function kitCssUrl(apiUrl: string, licenseKey: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${WEBFONTS_KIT_PREFIX}${licenseKey}.css`;
}

export function kitFontUrl(apiUrl: string, licenseKey: string, fileName: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${WEBFONTS_KIT_PREFIX}${licenseKey}/${fileName}`;
}

/** What a kit request path names: the CSS of a licence key, or one of its font files. */
export function parseKitPath(
  pathname: string,
): { kind: 'css'; licenseKey: string } | { kind: 'font'; licenseKey: string; fileName: string } | null {
  const css = KIT_CSS_PATH.exec(pathname);
  if (css?.[1]) return { kind: 'css', licenseKey: css[1] };
  const font = KIT_FONT_PATH.exec(pathname);
  if (font?.[1] && font[2]) return { kind: 'font', licenseKey: font[1], fileName: font[2] };
  return null;
}
