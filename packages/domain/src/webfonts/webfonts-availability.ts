import type { WebfontsProjectType } from './webfonts-status.ts';

/**
 * Which families a project may use. A regular (hosted) project may use every published family: it
 * is paid per page view. A self-hosting project may use only families the user bought under a
 * licence that covers web use: the Webfont licence ('web') or a corporate one.
 */
export const WEBFONT_LICENCE_IDS = ['web', 'corporate'] as const;

export function coversWebUse(licenceIds: readonly string[]): boolean {
  return licenceIds.some((id) => (WEBFONT_LICENCE_IDS as readonly string[]).includes(id));
}

/** The project types a user may create: self-hosting only with at least one web-licensed family. */
export function availableProjectTypes(ownsWebLicensedFamily: boolean): WebfontsProjectType[] {
  return ownsWebLicensedFamily ? ['regular', 'self_hosting'] : ['regular'];
}
